import { useState } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** A kr amount as people type it: decimal keyboard, 'kr' after the number. */
export function AmountInput(props: TextInputProps) {
  return (
    <TextInput
      size="md"
      inputMode="decimal"
      autoComplete="off"
      rightSection={<Text c="dimmed">kr</Text>}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}

type Checked<T> = { ok: true; ore: T } | { ok: false; error: string };

/**
 * The text and the error of a form's one amount field (typing clears the error). `accept`
 * takes the field's check: the amount when it passed, otherwise null with the error shown.
 */
export function useAmountField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    inputProps: {
      value,
      error,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
    },
    accept<T>(checked: Checked<T>): T | null {
      if (checked.ok) return checked.ore;
      setError(checked.error);
      return null;
    },
  };
}
