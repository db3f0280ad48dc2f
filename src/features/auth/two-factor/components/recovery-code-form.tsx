import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';

import { spendRecoveryCode } from '../api/two-factor-api';
import { twoFactorCopy } from '../copy';
import { useCheckedCode } from '../hooks/use-checked-code';

const copy = twoFactorCopy.recovery;

/** A lost phone: one recovery code removes the code app, and the sign-in goes on. */
export function RecoveryCodeForm({ onUsed, onBack }: { onUsed: () => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const {
    error,
    busy,
    submit: check,
  } = useCheckedCode(spendRecoveryCode, {
    wrong: copy.wrong,
    failed: copy.useFailed,
  });

  const submit = async () => {
    if ((await check(code)) === 'ok') onUsed();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={copy.label}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-end' }}>
          {copy.use}
        </Button>
        <Anchor component="button" type="button" onClick={onBack}>
          {copy.back}
        </Anchor>
      </Stack>
    </form>
  );
}
