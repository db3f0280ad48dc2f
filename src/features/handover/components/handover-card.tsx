import { IconConfetti } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { useRemote } from '@/hooks/use-remote';

import { adultHandover } from '../api/handover-api';
import { handoverCopy as copy } from '../copy';

/** On a teen's home from the 18th birthday until the choices are made. */
export function HandoverCard() {
  const { state } = useRemote(adultHandover);
  if (state.status !== 'ready') return null;
  const { adult, has_guardians, decided_at, guardians } = state.data;
  if (!adult || !has_guardians || decided_at) return null;
  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-orange-4)' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="orange" variant="light" size="lg" radius="xl">
            <IconConfetti size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {copy.card.heading}
          </Title>
        </Group>
        <Text>{copy.card.text(guardians)}</Text>
        <Button component={Link} to="/du-ar-18" w="fit-content">
          {copy.card.start}
        </Button>
      </Stack>
    </Card>
  );
}
