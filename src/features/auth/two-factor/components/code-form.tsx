import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';

import { twoFactorCopy } from '../copy';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(copy.format);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!(await onCode(typed))) {
        setError(copy.wrong);
        setCode('');
      }
    } catch {
      setError(copy.failed);
    } finally {
      setBusy(false);
    }
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
