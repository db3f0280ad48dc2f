import { IconSchool, IconUsers } from '@tabler/icons-react';
import { Group, Radio, Stack, Text, ThemeIcon } from '@mantine/core';

import { isRole, ROLES } from '@/lib/validation';

import { registrationCopy } from '../copy';
import type { RegistrationWizard } from '../use-registration-wizard';

type Props = Pick<RegistrationWizard, 'values' | 'errors' | 'setField'>;

const icons = { foralder: IconUsers, barn: IconSchool } as const;

/**
 * Step 2 Kontotyp: parent or child, each with what the account does. Barn is preselected; the
 * age in the personnummer decides which one may be chosen (the error says why).
 */
export function AccountTypeStep({ values, errors, setField }: Props) {
  const { roles } = registrationCopy;
  return (
    <Radio.Group
      name="roll"
      label={roles.legend}
      value={values.roll}
      error={errors.roll}
      onChange={(value) => {
        if (isRole(value)) setField('roll', value);
      }}
      labelProps={{ mb: 'sm', fz: 'md' }}
    >
      <Stack gap="sm">
        {ROLES.map((role) => {
          const Icon = icons[role];
          return (
            <Radio.Card key={role} value={role} radius="lg" p="md" mih={44}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator mt={4} />
                <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{roles[role].label}</Text>
                  <Text size="sm" c="dimmed">
                    {roles[role].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
