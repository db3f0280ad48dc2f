import { IconRefresh } from '@tabler/icons-react';
import { Button, Group, Paper, Text } from '@mantine/core';

import { useAppUpdateStore } from '@/stores/app-update-store';
import { useSyncStore } from '@/stores/sync-store';

import { requestAppUpdate } from './app-update';
import { shellCopy } from './copy';

/** 'Ny version finns' with 'Uppdatera'; waits visibly while a sync or a form would be cut off. */
export function UpdateBanner() {
  const { updateReady, applyRequested, dirtyForms } = useAppUpdateStore();
  const syncing = useSyncStore((state) => state.status === 'syncing');
  if (!updateReady) return null;
  const waiting = applyRequested && (syncing || dirtyForms > 0);
  return (
    <Paper
      role="status"
      shadow="md"
      radius="lg"
      p="sm"
      withBorder
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-md)',
        bottom: 'calc(88px + env(safe-area-inset-bottom))',
        zIndex: 300,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600}>{waiting ? shellCopy.update.waiting : shellCopy.update.ready}</Text>
        <Button
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={requestAppUpdate}
          disabled={applyRequested}
        >
          {shellCopy.update.apply}
        </Button>
      </Group>
    </Paper>
  );
}
