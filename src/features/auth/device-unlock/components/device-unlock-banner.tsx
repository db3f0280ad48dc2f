import { IconLockOpen, IconWifi } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Alert, Button, Group, Text } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { deviceUnlockCopy } from '../copy';
import { lockDevice } from '../device-unlock';

const copy = deviceUnlockCopy.banner;

/**
 * Over every member screen while the device is open with its PIN: offline it says that what is
 * saved waits on the device; online it asks for the sign-in that lets it sync, then returns here.
 */
export function DeviceUnlockBanner() {
  const deviceUnlocked = useAuthStore((state) => state.deviceUnlocked);
  const online = useOnline();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });
  if (!deviceUnlocked) return null;
  if (!online) {
    return (
      <Alert color="gray" variant="light" icon={<IconLockOpen aria-hidden />} mb="md">
        {copy.offline}
      </Alert>
    );
  }
  return (
    <Alert
      color="slantis"
      variant="light"
      icon={<IconWifi aria-hidden />}
      title={copy.onlineTitle}
      role="status"
      mb="md"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{copy.online}</Text>
        <Button
          size="sm"
          onClick={() => {
            lockDevice();
            void navigate({ to: '/login', search: { redirect: here } });
          }}
        >
          {copy.signIn}
        </Button>
      </Group>
    </Alert>
  );
}
