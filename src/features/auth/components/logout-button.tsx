import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';

import { showToast } from '@/components/toast';
import { useAuthStore } from '@/stores/auth-store';
import { useSyncStore } from '@/stores/sync-store';

import { authCopy } from '../copy';
import { syncBeforeLogout } from '../session/sync-before-logout';
import { rememberSignedOutUser } from '../shared-device/signed-out-user';

const copy = authCopy.logout;

// The dialog (and Mantine's Modal) loads when it is needed, not with every member page.
const UnsyncedLogoutDialog = lazy(() =>
  import('./unsynced-logout-dialog').then((module) => ({ default: module.UnsyncedLogoutDialog })),
);

/**
 * 'Logga ut' (spec §4): ends the session on this device and returns to the start page. With
 * changes not yet on the server it says so first and offers to sync — nothing is thrown away
 * either way, since they stay in this user's database on the device.
 */
export function LogoutButton(props: ButtonProps) {
  const navigate = useNavigate();
  const pending = useSyncStore((state) => state.pendingCount);
  const [working, setWorking] = useState(false);
  const [asking, setAsking] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  const logout = () => {
    setWorking(true);
    setAsking(false);
    const userId = useAuthStore.getState().user?.id;
    // Loaded on use: the member shell shows this button on every page.
    void import('../session/sign-out')
      .then(({ signOut }) => signOut('logout'))
      .then(() => {
        if (userId) rememberSignedOutUser(userId);
        showToast(copy.done, copy.doneMessage, 'success');
        return navigate({ to: '/', replace: true });
      });
  };

  const syncFirst = () => {
    setSyncing(true);
    void syncBeforeLogout().then((left) => {
      setSyncing(false);
      if (left === 0) logout();
      else setStillPending(true);
    });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={20} aria-hidden />}
        {...props}
        disabled={working}
        onClick={() => {
          if (pending > 0) {
            setStillPending(false);
            setAsking(true);
          } else logout();
        }}
      >
        {working ? copy.working : copy.action}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <UnsyncedLogoutDialog
            pending={pending}
            stillPending={stillPending}
            syncing={syncing}
            onCancel={() => setAsking(false)}
            onLogout={logout}
            onSyncFirst={syncFirst}
          />
        </Suspense>
      )}
    </>
  );
}
