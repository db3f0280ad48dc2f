import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Loader, Stack } from '@mantine/core';

import { SecureForm } from '@/components/secure-form';
import { useAuthStore } from '@/stores/auth-store';

import { authCopy } from '../copy';
import { DEFAULT_MEMBER_PATH } from '../rules/redirect-target';
import { EmailCodeForm } from './email-code-form';
import { NewPasswordForm } from './new-password-form';

const copy = authCopy.newPassword;

function linkFailed(): boolean {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(window.location.search);
  return hash.has('error') || query.has('error');
}

/**
 * 'Glömt lösenord?': ask for the reset mail, take its code (or arrive signed in through its
 * link), then set the new password. Signing in by code flips this panel to the password form.
 */
export function ResetPasswordPanel() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.user !== null);
  const loading = useAuthStore((state) => state.loading);
  if (loading) return <Loader role="status" aria-label="Laddar..." />;
  return (
    <Stack gap="lg" w="100%" maw="32rem">
      {!signedIn && linkFailed() && (
        <Alert
          color="orange"
          variant="light"
          title={copy.linkFailedTitle}
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
        >
          {copy.linkFailed}
        </Alert>
      )}
      <SecureForm>
        {signedIn ? (
          <NewPasswordForm
            onSaved={() => void navigate({ to: DEFAULT_MEMBER_PATH, replace: true })}
          />
        ) : (
          <EmailCodeForm
            purpose="recovery"
            onVerified={() => undefined}
            onCancel={() => void navigate({ to: '/login' })}
          />
        )}
      </SecureForm>
    </Stack>
  );
}
