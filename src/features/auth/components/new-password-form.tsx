import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

import { PasswordField } from '@/components/password-field';
import { showToast } from '@/components/toast';
import { passwordConfirmError, passwordError } from '@/lib/validation';

import { authCopy } from '../copy';
import { updatePassword } from '../session/password-reset';

const copy = authCopy.newPassword;

/** Sets a new password with the registration rules (spec §5), for the signed-in user. */
export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => passwordError(value),
      confirm: (value, values) => passwordConfirmError(values.password, value),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setWorking(true);
    setError(null);
    const result = await updatePassword(password);
    setWorking(false);
    if (result.error) {
      setError(result.error);
      return;
    }
    showToast(copy.savedTitle, copy.savedMessage, 'success');
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={copy.submit}>
      <Stack gap="md">
        <Text>{copy.intro}</Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <PasswordField
          label={copy.password}
          autoComplete="new-password"
          required
          withRequirements
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={copy.confirm}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" size="md" disabled={working} fullWidth>
          {working ? copy.submitting : copy.submit}
        </Button>
      </Stack>
    </form>
  );
}
