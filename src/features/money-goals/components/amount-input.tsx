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
