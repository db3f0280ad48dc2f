import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

export const secureFormCopy = {
  badge: 'Säker krypterad form',
  noticeTitle: 'Dina uppgifter är skyddade',
  notice: 'Vi behandlar dina uppgifter enligt GDPR och delar dem aldrig med tredje part.',
} as const;

/**
 * The secure-form wrapper (spec §2): a 'Säker krypterad form' badge and a short data-protection
 * notice above the form it wraps. Used on /bli-kund and /login.
 */
export function SecureForm({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw="40rem">
      <Stack gap="lg">
        <Stack gap="xs">
          <Group>
            <Badge
              size="lg"
              variant="light"
              color="slantis"
              leftSection={<IconLock size={16} aria-hidden />}
              tt="none"
            >
              {secureFormCopy.badge}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldCheck
              size={20}
              aria-hidden
              color="var(--mantine-color-slantis-text)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="dimmed">
              <Text component="span" fw={600} c="var(--mantine-color-text)">
                {secureFormCopy.noticeTitle}.
              </Text>{' '}
              {secureFormCopy.notice}
            </Text>
          </Group>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
