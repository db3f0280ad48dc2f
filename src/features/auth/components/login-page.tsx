import { IconCircleCheck, IconCloudUp } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';

import { LinkButton, TextLink } from '@/components/link-button';
import { SecureForm } from '@/components/secure-form';
import { useOnline } from '@/hooks/use-online';

import { authCopy } from '../copy';
import { deviceUnlockCopy } from '../device-unlock/copy';
import { useDeviceUnlock } from '../device-unlock/use-device-unlock';
import { useUnsyncedNote } from '../hooks/use-unsynced-note';
import { redirectTargetOrDefault } from '../rules/redirect-target';
import { warmUpAuth } from '../start-auth';
import { DemoLogins } from './demo-logins';
import { EmailCodeForm } from './email-code-form';
import { PasswordLoginForm } from './password-login-form';

const copy = authCopy.login;

// Only a device that has a passkey loads the button (and, from it, the WebAuthn library).
const PasskeySignInOffer = lazy(() =>
  import('../passkey-sign-in/components/passkey-sign-in-offer').then((module) => ({
    default: module.PasskeySignInOffer,
  })),
);
export const REGISTRATION_SUCCESSFUL = 'registration-successful';

type Mode = 'password' | 'magiclink';

/** /login: password, e-mail link with code, or a password reset (spec §2, §4, §8). */
export function LoginPanel({ redirect, message }: { redirect?: string; message?: string }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const unsynced = useUnsyncedNote();
  // Offline nobody can sign in; a device PIN can still open this device's data.
  const deviceUnlock = useDeviceUnlock();
  const online = useOnline();
  const goOn = () => void navigate({ href: redirectTargetOrDefault(redirect), replace: true });

  // Signing in needs supabase-js: the first touch of the form fetches it while they type.
  return (
    <Stack
      gap="lg"
      w="100%"
      maw="32rem"
      onFocusCapture={warmUpAuth}
      onPointerDownCapture={warmUpAuth}
    >
      {message === REGISTRATION_SUCCESSFUL && (
        <Alert
          color="teal"
          variant="light"
          title={copy.registered.title}
          icon={<IconCircleCheck aria-hidden />}
          role="status"
        >
          {copy.registered.message}
        </Alert>
      )}
      {unsynced && (
        <Alert
          color="slantis"
          variant="light"
          title={copy.unsynced.title}
          icon={<IconCloudUp aria-hidden />}
          role="status"
        >
          {copy.unsynced.message(unsynced)}
        </Alert>
      )}
      {online && (
        <Suspense fallback={null}>
          <PasskeySignInOffer onSignedIn={goOn} divider={copy.or} />
        </Suspense>
      )}
      {deviceUnlock && (
        <LinkButton
          to="/las-upp"
          search={redirect ? { redirect } : {}}
          size="md"
          variant={online ? 'default' : 'filled'}
        >
          {deviceUnlockCopy.loginButton}
        </LinkButton>
      )}
      <SecureForm>
        {mode === 'password' ? (
          <Stack gap="md">
            <PasswordLoginForm onSignedIn={goOn} />
            <Group justify="flex-end">
              <TextLink to="/aterstall-losenord">{copy.forgot}</TextLink>
            </Group>
            <Divider label={copy.or} labelPosition="center" />
            <Button variant="default" size="md" onClick={() => setMode('magiclink')}>
              {copy.withLink}
            </Button>
          </Stack>
        ) : (
          <EmailCodeForm
            purpose="magiclink"
            onCancel={() => setMode('password')}
            onVerified={goOn}
          />
        )}
      </SecureForm>
      <Text>
        {copy.noAccount} <TextLink to="/bli-kund">{copy.register}</TextLink>
      </Text>
      <DemoLogins />
    </Stack>
  );
}
