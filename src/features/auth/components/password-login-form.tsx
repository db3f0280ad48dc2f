import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { HydrationGate } from '@/components/hydration-gate';
import { PasswordField } from '@/components/password-field';
import { emailError, loginPasswordError } from '@/lib/validation';

import { authCopy } from '../copy';
import { signInWithPassword } from '../session/sign-in';
import { signOut } from '../session/sign-out';
import { setSecondFactorPending } from '../two-factor/code-pending';
import { SignInCodeStep } from '../two-factor/components/sign-in-code-step';

const copy = authCopy.login;

/** E-mail and password, signed in through auth-proxy; calls onSignedIn once the session is set. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After the password, a person with two-factor on gives the code before going on (issue 42).
  const [askCode, setAskCode] = useState(false);
  const codeGiven = useCallback(() => {
    setSecondFactorPending(false);
    onSignedIn();
  }, [onSignedIn]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => emailError(value),
      password: (value) => loginPasswordError(value),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setWorking(true);
    setError(null);
    setSecondFactorPending(true);
    const result = await signInWithPassword(email, password);
    setWorking(false);
    if (result.error) {
      setSecondFactorPending(false);
      setError(result.error);
    } else setAskCode(true);
  });

  if (askCode) {
    return (
      <SignInCodeStep
        onVerified={codeGiven}
        onCancel={() => {
          setSecondFactorPending(false);
          setAskCode(false);
          void signOut('logout');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={copy.submit}>
      <HydrationGate>
        <Stack gap="md">
          {error && (
            <Alert
              color="red"
              variant="light"
              title={copy.errorTitle}
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
            >
              {error}
            </Alert>
          )}
          <TextInput
            size="md"
            label={copy.email}
            placeholder={copy.emailPlaceholder}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={copy.password}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={false} disabled={working} fullWidth>
            {working ? copy.submitting : copy.submit}
          </Button>
        </Stack>
      </HydrationGate>
    </form>
  );
}
