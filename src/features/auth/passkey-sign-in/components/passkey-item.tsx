import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';

import { formatDateTime } from '@/lib/format';

import { passkeyCopy, passkeyErrorMessage } from '../copy';
import type { PasskeyRow } from '../passkey-account';

const copy = passkeyCopy.settings;

type Props = {
  row: PasskeyRow;
  rename: (id: string, name: string) => Promise<string | null>;
  remove: (id: string) => Promise<string | null>;
};

/** One passkey: its name and dates, renamed in place or removed. */
export function PasskeyItem({ row, rename, remove }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(row.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    const code = await action();
    setBusy(false);
    if (code) setError(passkeyErrorMessage(code));
    else setEditing(false);
  };

  return (
    <Paper component="li" withBorder p="sm" data-testid="passkey-row">
      <Stack gap={6}>
        {editing ? (
          <TextInput
            label={copy.name}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        ) : (
          <Text fw={600}>{row.name}</Text>
        )}
        <Text size="sm" c="dimmed">
          {copy.created(formatDateTime(row.created_at))} ·{' '}
          {copy.lastUsed(row.last_used_at ? formatDateTime(row.last_used_at) : null)}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs">
          {editing ? (
            <>
              <Button
                size="md"
                loading={busy}
                onClick={() => void run(() => rename(row.id, name.trim()))}
              >
                {copy.save}
              </Button>
              <Button size="md" variant="default" onClick={() => setEditing(false)}>
                {copy.cancel}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="md"
                variant="default"
                aria-label={copy.renameLabel(row.name)}
                onClick={() => setEditing(true)}
              >
                {copy.rename}
              </Button>
              <Button
                size="md"
                variant="default"
                loading={busy}
                aria-label={copy.removeLabel(row.name)}
                onClick={() => void run(() => remove(row.id))}
              >
                {copy.remove}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
