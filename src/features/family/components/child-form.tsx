import { useState, type ReactNode } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';

import type { FamilyMember } from '../api/family-api';
import { familyCopy } from '../copy';

/** The child a guardian's form is about: chosen already when there is only one. */
export function useChildChoice(kids: FamilyMember[]) {
  return useState<string | null>(kids.length === 1 ? (kids[0]?.user_id ?? null) : null);
}

type ChildSelectProps = {
  kids: FamilyMember[];
  value: string | null;
  onChange: (child: string | null) => void;
  error?: string;
};

export function ChildSelect({ kids, value, onChange, error }: ChildSelectProps) {
  return (
    <Select
      label={familyCopy.tasks.child}
      data={kids.map((kid) => ({ value: kid.user_id, label: kid.display_name }))}
      value={value}
      onChange={onChange}
      error={error}
      allowDeselect={false}
    />
  );
}

type ChildFormProps = {
  label: string;
  busy: boolean;
  /** The server's refusal, shown above the button. */
  formError?: string;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
};

/** A guardian's form about a child: its fields, then what the server refused, then the button. */
export function ChildForm({
  label,
  busy,
  formError,
  submitLabel,
  onSubmit,
  children,
}: ChildFormProps) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        {children}
        {formError && <Text c="var(--mantine-color-error)">{formError}</Text>}
        <Button type="submit" loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
