import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

import { HydrationGate } from './hydration-gate';

type Props = {
  /** The accessible name of the form and its box. */
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  maxLength: number;
  /** Hides the button on phones, where the keyboard's search key submits. */
  keyboardSubmitsOnPhones?: boolean;
  maw?: number;
};

/** The site's search box: a rounded search field and its button, one form of role search. */
export function SearchForm({
  label,
  placeholder,
  submitLabel,
  value,
  onChange,
  onSubmit,
  maxLength,
  keyboardSubmitsOnPhones = false,
  maw,
}: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      <HydrationGate>
        <Group gap="xs" wrap="nowrap" maw={maw}>
          <TextInput
            type="search"
            aria-label={label}
            placeholder={placeholder}
            leftSection={<IconSearch size={20} aria-hidden />}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            maxLength={maxLength}
            size="md"
            radius="xl"
            style={{ flex: 1 }}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button
            type="submit"
            size="md"
            radius="xl"
            {...(keyboardSubmitsOnPhones ? { visibleFrom: 'sm' } : {})}
          >
            {submitLabel}
          </Button>
        </Group>
      </HydrationGate>
    </form>
  );
}
