import { IconRefresh } from '@tabler/icons-react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { formatDateTime } from '@/lib/format';
import { useSyncStore } from '@/stores/sync-store';

import { syncStatusCopy as copy } from '../copy';
import { discardRefused, retryRefused, syncNow, useDeadLetters } from '../use-sync';

/**
 * Pending count, oldest pending change, last sync, the last error and the refused changes, each
 * said by its refusal code in Swedish (never the server's raw text).
 */
export function SyncDetails() {
  const state = useSyncStore();
  const refused = useDeadLetters();
  // The outcome shows in the status lines below, so no toasts.
  const { busy, run: runAction } = useAction((action: () => Promise<void>) => action());
  const run = (action: () => Promise<void>) => void runAction(action);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {copy.title}
      </Title>
      <Text size="sm" c="dimmed">
        {copy.explainer}
      </Text>
      <Text size="sm" role="status">
        {copy.pending(state.pendingCount)}
      </Text>
      {state.oldestPendingAt !== null && (
        <Text size="sm">{copy.oldest(formatDateTime(state.oldestPendingAt))}</Text>
      )}
      <Text size="sm">
        {state.lastSyncAt === null
          ? copy.neverSynced
          : copy.lastSync(formatDateTime(state.lastSyncAt))}
      </Text>
      {state.lastError && (
        <Alert color="ember" variant="light" p="xs">
          {state.lastError}
        </Alert>
      )}
      <Button
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => run(syncNow)}
        disabled={busy || state.status === 'syncing'}
      >
        {copy.syncNow}
      </Button>
      {refused.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {copy.refusedTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {copy.refusedIntro}
          </Text>
          {refused.map((letter) => (
            <Stack
              key={letter.seq}
              gap={4}
              p="xs"
              bd="1px solid var(--mantine-color-default-border)"
            >
              <Text size="sm" fw={600}>
                {copy.tables[letter.table]}
              </Text>
              <Text size="xs" c="dimmed">
                {letter.sentence}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  disabled={busy}
                  onClick={() => run(() => retryRefused(letter.seq ?? 0))}
                >
                  {copy.retry}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => run(() => discardRefused(letter.seq ?? 0))}
                >
                  {copy.discard}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
