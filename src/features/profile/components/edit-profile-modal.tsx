import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import {
  addressError,
  firstNameError,
  lastNameError,
  mobileError,
  sanitizeInput,
} from '@/lib/validation';
import { useAuthStore } from '@/stores/auth-store';

import { updateProfile, type MaskedProfile } from '../api/profile-api';
import { profileCopy } from '../copy';

const copy = profileCopy.edit;
type Values = { fornamn: string; efternamn: string; mobilnummer: string; adress: string };

const rules: Record<keyof Values, (value: string) => string | null> = {
  fornamn: firstNameError,
  efternamn: lastNameError,
  mobilnummer: mobileError,
  adress: addressError,
};

/** 'Redigera profil': the registration rules and messages (spec §5), checked again on the server. */
export function EditProfileModal({
  profile,
  onClose,
  onSaved,
}: {
  profile: MaskedProfile;
  onClose: () => void;
  onSaved: (profile: MaskedProfile) => void;
}) {
  const [values, setValues] = useState<Values>({
    fornamn: profile.fornamn,
    efternamn: profile.efternamn,
    mobilnummer: profile.mobilnummer,
    adress: profile.adress,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const { busy, run: saveProfile } = useAction(
    async (clean: Values) => {
      const saved = await updateProfile(clean);
      const user = useAuthStore.getState().user;
      if (user) useAuthStore.setState({ user: { ...user, firstName: saved.fornamn } });
      return saved;
    },
    {
      success: () => ({ title: copy.saved, message: '' }),
      onDone: (saved) => onSaved(saved),
      onError: (error) => setErrors({ form: (error as Error).message }),
    },
  );

  const save = async () => {
    const clean = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, sanitizeInput(value)]),
    ) as Values;
    const found: typeof errors = {};
    for (const key of Object.keys(rules) as (keyof Values)[]) {
      const problem = rules[key](clean[key]);
      if (problem) found[key] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await saveProfile(clean);
  };

  const field = (key: keyof Values, label: string) => (
    <TextInput
      label={label}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [key]: value }));
      }}
    />
  );

  return (
    <Modal opened onClose={onClose} title={copy.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {field('fornamn', copy.first)}
          {field('efternamn', copy.last)}
          {field('mobilnummer', copy.mobile)}
          {field('adress', copy.address)}
          <Text size="sm" c="dimmed">
            {copy.fixed}
          </Text>
          {errors.form && <Text c="red">{errors.form}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {copy.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {copy.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
