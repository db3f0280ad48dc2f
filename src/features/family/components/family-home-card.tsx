import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Button, Card, Group, Text, ThemeIcon } from '@mantine/core';

import { familyCopy as copy } from '../copy';
import { useFamilyTasks, useMyFamily } from '../hooks/use-family';

/** On a parent's home page: tasks waiting for approval, or a nudge to create the family. */
export function FamilyHomeCard() {
  const { state } = useMyFamily();
  const inFamily = state.status === 'ready' && state.data.family !== null;
  const tasks = useFamilyTasks(
    inFamily && state.status === 'ready' && state.data.me?.role === 'guardian',
  );
  if (state.status !== 'ready') return null;
  const waiting =
    tasks.state.status === 'ready'
      ? tasks.state.data.filter((task) => task.status === 'done').length
      : 0;
  return (
    <Card>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <IconUsers size={20} />
          </ThemeIcon>
          <Text fw={600}>{inFamily ? copy.home.waiting(waiting) : copy.home.noFamily}</Text>
        </Group>
        <Button component={Link} to="/familj" variant="light">
          {inFamily ? copy.home.open : copy.home.create}
        </Button>
      </Group>
    </Card>
  );
}
