import { IconArrowRight } from '@tabler/icons-react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

import { LegalAcceptance } from '@/components/legal-acceptance';
import { TextLink } from '@/components/link-button';

import { profileCopy } from '../copy';

const copy = profileCopy.settings;

/** Inställningar: the way to the privacy policy and the terms the member accepted. */
export function LegalCard() {
  const links = [
    { to: '/integritetspolicy', label: copy.privacy },
    { to: '/anvandarvillkor', label: copy.terms },
  ] as const;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {copy.legal}
        </Title>
        <Text>{copy.legalText}</Text>
        <LegalAcceptance />
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <Group gap={6} wrap="nowrap">
                <IconArrowRight size={16} aria-hidden style={{ flex: 'none' }} />
                <TextLink to={link.to} fw={600} display="inline-block" py={8}>
                  {link.label}
                </TextLink>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
