import { IconFingerprint } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

import type { AuthUser } from '@/stores/auth-store';

import { deviceUnlockCopy } from '../copy';
import { canUsePasskey, createPasskey } from '../passkey';
import { setDevicePasskey, type DeviceUnlock } from '../unlock-record';

const copy = deviceUnlockCopy.settings;

/** Beside a PIN: the phone's screen lock as a second way in, where the platform offers it. */
export function PasskeySettings({ user, unlock }: { user: AuthUser; unlock: DeviceUnlock }) {
  const [available, setAvailable] = useState(false);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void canUsePasskey().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);
  if (!available && !unlock.passkey) return null;

  const add = async () => {
    setWorking(true);
    setFailed(false);
    const passkey = await createPasskey(user);
    setWorking(false);
    if (passkey) setDevicePasskey(passkey);
    else setFailed(true);
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{unlock.passkey ? copy.passkeyOn : copy.passkeyIntro}</Text>
      {failed && (
        <Alert color="ember" variant="light" role="alert">
          {copy.passkeyFailed}
        </Alert>
      )}
      <Group>
        {unlock.passkey ? (
          <Button variant="default" onClick={() => setDevicePasskey(undefined)}>
            {copy.passkeyRemove}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconFingerprint size={18} aria-hidden />}
            loading={working}
            onClick={() => void add()}
          >
            {copy.passkeyAdd}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
