import { IconTarget } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { goalsCopy as copy } from '../copy';
import { GoalFormModal } from './lazy-dialogs';

/** Teaches the first step: one button that opens the new-goal form. */
export function GoalEmptyState({ text = copy.emptyText }: { text?: string }) {
  const [creating, setCreating] = useState(false);
  return (
    <Card h="100%">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="green" size={44} radius="xl" aria-hidden>
            <IconTarget size={24} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {copy.cardTitle}
          </Title>
        </Group>
        <Text c="dimmed">{text}</Text>
        <Button size="md" color="slantis" onClick={() => setCreating(true)}>
          {copy.emptyAction}
        </Button>
      </Stack>
      {creating && (
        <Suspense fallback={null}>
          <GoalFormModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Card>
  );
}
