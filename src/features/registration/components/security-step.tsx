import { Stack, TextInput } from '@mantine/core';

import { PasswordField } from '@/components/password-field';

import { registrationCopy } from '../copy';
import type { RegistrationWizard } from '../use-registration-wizard';
import { fieldProps } from './field-props';

type Props = Pick<RegistrationWizard, 'values' | 'errors' | 'setField'>;

/** Step 3 Säkerhet: e-mail, password with live requirements, and its confirmation. */
export function SecurityStep({ values, errors, setField }: Props) {
  const { fields } = registrationCopy;
  return (
    <Stack gap="md">
      <TextInput
        {...fieldProps('email', errors)}
        type="email"
        label={fields.email.label}
        placeholder={fields.email.placeholder}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={(event) => setField('email', event.currentTarget.value)}
      />
      <PasswordField
        {...fieldProps('password', errors)}
        label={fields.password.label}
        autoComplete="new-password"
        withRequirements
        value={values.password}
        onChange={(event) => setField('password', event.currentTarget.value)}
      />
      <PasswordField
        {...fieldProps('confirmPassword', errors)}
        label={fields.confirmPassword.label}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setField('confirmPassword', event.currentTarget.value)}
      />
    </Stack>
  );
}
