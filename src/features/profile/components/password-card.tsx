import { useState } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { passwordConfirmError, passwordError } from '@/lib/validation';

import { changePassword, type RemoteError } from '../api/profile-api';
import { profileCopy } from '../copy';
import { ReauthDialog, WrongCodeError } from './reauth-dialog';

const copy = profileCopy.settings;
const CODE_REFUSED = new Set(['reauthentication_not_valid', 'reauthentication_needed']);

/** Byt lösenord: the form's rules first, then the code from the e-mail carries the change. */
export function PasswordCard() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [askingCode, setAskingCode] = useState(false);

  const save = () => {
    const found = {
      password: passwordError(password) ?? undefined,
      confirm: passwordConfirmError(password, confirm) ?? undefined,
    };
    setErrors(found);
    if (!found.password && !found.confirm) setAskingCode(true);
  };

  const changeWith = async (code: string) => {
    try {
      await changePassword(password, code);
    } catch (error) {
      if (CODE_REFUSED.has((error as RemoteError).code)) throw new WrongCodeError();
      setAskingCode(false);
      setErrors({ form: (error as Error).message });
      return;
    }
    setPassword('');
    setConfirm('');
    showToast(copy.passwordSaved, '', 'success');
  };

  return (
    <Card>
      <form
        aria-label={copy.password}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {copy.password}
          </Title>
          <PasswordInput
            label={copy.newPassword}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label={copy.confirmPassword}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          {errors.form && <Text c="red">{errors.form}</Text>}
          <Button type="submit" w="fit-content">
            {copy.savePassword}
          </Button>
        </Stack>
      </form>
      <ReauthDialog opened={askingCode} onClose={() => setAskingCode(false)} onCode={changeWith} />
    </Card>
  );
}
