import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

import { authCopy } from '../copy';

const copy = authCopy.logout;

type Props = {
  pending: number;
  stillPending: boolean;
  syncing: boolean;
  onCancel: () => void;
  onLogout: () => void;
  onSyncFirst: () => void;
};

/** 'Logga ut' with changes not yet on the server: sync first, log out anyway, or stay. */
export function UnsyncedLogoutDialog({
  pending,
  stillPending,
  syncing,
  onCancel,
  onLogout,
  onSyncFirst,
}: Props) {
  return (
    <Modal opened onClose={onCancel} title={copy.unsyncedTitle} centered>
      <Stack gap="md">
        <Text>{copy.unsynced(pending)}</Text>
        {stillPending && (
          <Alert color="ember" variant="light" role="alert">
            {copy.stillUnsynced}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button variant="default" onClick={onLogout}>
            {copy.logoutAnyway}
          </Button>
          <Button onClick={onSyncFirst} disabled={syncing}>
            {syncing ? copy.syncing : copy.syncFirst}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
