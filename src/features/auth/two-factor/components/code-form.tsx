import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';

import { twoFactorCopy } from '../copy';
import { useCheckedCode } from '../hooks/use-checked-code';

const copy = twoFactorCopy.code;

type Props = {
  /** Checks the code: true when accepted, false when wrong (asks again). */
  onCode: (code: string) => Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
};

/** The six digits from the code app; the only field of every two-factor step. */
export function CodeForm({ onCode, onCancel, cancelLabel = copy.cancel }: Props) {
  const [code, setCode] = useState('');
  const checked = useCheckedCode(onCode, copy);
  const { error, busy } = checked;

  const submit = async () => {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      checked.setError(copy.format);
      return;
    }
    if ((await checked.submit(typed)) === 'wrong') setCode('');
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
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {copy.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
