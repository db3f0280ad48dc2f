import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

import { readUnsyncedNote } from '@/data/unsynced-note';
import { useAction } from '@/hooks/use-action';
import { useHydrated } from '@/hooks/use-hydrated';

import { forgetAccountOnThisDevice } from '../session/forget-account';
import { sharedDeviceCopy as copy } from './copy';
import { forgetSignedOutUser, signedOutUser } from './signed-out-user';

/**
 * After a logout in a browser tab: the data stays on the device for the next sign-in, which is
 * right on one's own computer and wrong on a shared one. Offers to remove it from this device.
 */
export function SharedDeviceNotice() {
  const [userId, setUserId] = useState(() =>
    typeof window === 'undefined' ? null : signedOutUser(),
  );
  // A prerendered start page is hydrated as the visitor's; the offer follows right after.
  const hydrated = useHydrated();
  const dismiss = () => {
    forgetSignedOutUser();
    setUserId(null);
  };
  const wipe = useAction((user: string) => forgetAccountOnThisDevice(user), {
    success: () => ({ title: copy.wiped, message: '' }),
    onDone: dismiss,
    failure: () => ({ title: copy.wipeFailed, message: '' }),
  });
  if (!userId || !hydrated) return null;
  const unsynced = readUnsyncedNote();
  const waiting = (unsynced?.purchases ?? 0) + (unsynced?.changes ?? 0);

  return (
    <Alert color="gray" variant="light" title={copy.title} mb="md">
      <Stack gap="sm">
        <Text size="sm">{copy.text}</Text>
        {waiting > 0 && (
          <Text size="sm" fw={600}>
            {copy.unsynced(waiting)}
          </Text>
        )}
        <Group gap="sm">
          <Button
            color="red.8"
            variant="light"
            loading={wipe.busy}
            onClick={() => void wipe.run(userId)}
          >
            {copy.wipe}
          </Button>
          <Button variant="subtle" onClick={dismiss}>
            {copy.keep}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
