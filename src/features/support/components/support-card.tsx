import { IconHeadset } from '@tabler/icons-react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import { SUPPORT_CONTACT, supportCopy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';

const copy = supportCopy.card;

/** Support hours and the ways to reach us, for the menu (spec §2 'Support hours'). */
export function SupportCard() {
  const promised = useAnswerPromise();
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconHeadset size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700}>{copy.title}</Text>
          <Text size="sm">{copy.text(promised)}</Text>
          <Group gap="md">
            <TextLink to="/kundtjanst" hash="ring-upp" size="sm" fw={600}>
              {copy.callback}
            </TextLink>
            <Anchor href={SUPPORT_CONTACT.emailHref} size="sm" fw={600}>
              {SUPPORT_CONTACT.email}
            </Anchor>
            <TextLink to="/kundtjanst" size="sm" fw={600}>
              {copy.action}
            </TextLink>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
