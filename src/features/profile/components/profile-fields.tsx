import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';

import type { MaskedProfile } from '../api/profile-api';
import { profileCopy as copy } from '../copy';

export type SecretField = 'personnummer' | 'mobilnummer' | 'adress';
const SECRET_LABELS: Record<SecretField, string> = {
  personnummer: copy.fields.personnummer,
  mobilnummer: copy.fields.mobile,
  adress: copy.fields.address,
};

type Props = {
  profile: MaskedProfile;
  /** Clear values of the fields the owner revealed (own profile only). */
  revealed?: Partial<Record<SecretField, string>>;
  onToggle?: (field: SecretField) => void;
};

/** The profile's fields: masked values, with a reveal toggle per secret on one's own profile. */
export function ProfileFields({ profile, revealed = {}, onToggle }: Props) {
  return (
    <Stack gap="sm" component="dl" m={0}>
      <Row label={copy.fields.name} value={`${profile.fornamn} ${profile.efternamn}`} />
      <Row label={copy.fields.role} value={copy.roles[profile.roll]} />
      {(Object.keys(SECRET_LABELS) as SecretField[]).map((field) => {
        const clear = revealed[field];
        const label = SECRET_LABELS[field];
        return (
          <Row
            key={field}
            label={label}
            value={clear ?? profile[field] ?? '–'}
            action={
              onToggle && (
                <ActionIcon
                  variant="subtle"
                  aria-label={clear ? copy.hide(label) : copy.show(label)}
                  aria-pressed={clear !== undefined}
                  onClick={() => onToggle(field)}
                >
                  {clear ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
                </ActionIcon>
              )
            }
          />
        );
      })}
    </Stack>
  );
}

function Row({ label, value, action }: { label: string; value: string; action?: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap">
        <Text fw={500} ff={/•/.test(value) ? 'monospace' : undefined} data-field={label}>
          {value}
        </Text>
        {action}
      </Group>
    </div>
  );
}
