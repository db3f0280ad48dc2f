import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';

import { showToast } from '@/components/toast';

import { authCopy } from '../copy';

const copy = authCopy.logout;

/** 'Logga ut' (spec §4): ends the session on this device and returns to the start page. */
export function LogoutButton(props: ButtonProps) {
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={20} aria-hidden />}
      {...props}
      disabled={working}
      onClick={() => {
        setWorking(true);
        // Loaded on use: the member shell shows this button on every page.
        void import('../session/sign-out')
          .then(({ signOut }) => signOut('logout'))
          .then(() => {
            showToast(copy.done, copy.doneMessage, 'success');
            return navigate({ to: '/', replace: true });
          });
      }}
    >
      {working ? copy.working : copy.action}
    </Button>
  );
}
