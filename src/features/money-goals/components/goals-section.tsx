import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { goalsCopy as copy } from '../copy';
import { useGoals } from '../hooks/use-goals';
import { GoalCard } from './goal-card';
import { GoalEmptyState } from './goal-empty-state';
import { GoalFormModal } from './lazy-dialogs';
import { PlanLink } from './plan-link';

type Props = {
  /** Leave out the first active goal (the dashboard already shows it in its own card). */
  skipFirstActive?: boolean;
};

/**
 * The user's goals, with 'Nytt sparmål' — or the Basic plan's note at 5 active goals: a teen is
 * told to ask a parent about Familj, a guardian gets the way to the family's plan.
 */
export function GoalsSection({ skipFirstActive = false }: Props) {
  const view = useGoals();
  const guardian = useAuthStore((state) => state.user?.role === 'foralder');
  const [creating, setCreating] = useState(false);
  if (!view) return null;
  const first = skipFirstActive ? view.active[0] : undefined;
  const shown = first ? view.goals.filter((goal) => goal.id !== first.id) : view.goals;
  // On the dashboard with no goals at all, the goal card above already teaches the first step.
  if (skipFirstActive && view.goals.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="goals-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="goals-heading">
          {first ? copy.moreTitle : copy.sectionTitle}
        </Title>
        {!view.limitReached && view.goals.length > 0 && (
          <Button
            variant="light"
            color="slantis"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {copy.create}
          </Button>
        )}
      </Group>
      {view.limitReached && (
        <Alert
          variant="light"
          color="blue"
          radius="lg"
          title={copy.limitTitle}
          icon={<IconInfoCircle aria-hidden />}
        >
          <Stack gap={4}>
            <Text size="sm">{guardian ? copy.limitTextGuardian : copy.limitText}</Text>
            {guardian && <PlanLink />}
          </Stack>
        </Alert>
      )}
      {view.goals.length === 0 && <GoalEmptyState />}
      {first && shown.length === 0 && !view.limitReached && (
        <Text c="dimmed">{view.limit === null ? copy.moreTextUnlimited : copy.moreText}</Text>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {shown.map((goal) => (
            <GoalCard key={goal.id} goal={goal} locked={view.locked.has(goal.id)} />
          ))}
        </SimpleGrid>
      )}
      {creating && (
        <Suspense fallback={null}>
          <GoalFormModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
