import { IconLock, IconTarget, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';

import { formatDate, formatKr } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';

import { goalsCopy } from '../copy';
import type { Goal } from '../hooks/use-goals';
import { lockedGoalCopy as copy } from '../locked-copy';
import { GoalFormModal } from './goal-form-modal';
import { ParentGoalNote } from './parent-goal-note';
import { PlanLink } from './plan-link';
import { ProgressCard } from './progress-card';

/**
 * A goal beyond the plan's active goals (the family went from Familj back to Basic): shown as it
 * is, read-only – no deposit, withdrawal or change is offered – with why, and 'Ta bort' for the teen's own
 * goal (deleting is allowed). A teen is told to ask a parent; a guardian gets the family's plan.
 */
export function LockedGoalCard({ goal }: { goal: Goal }) {
  const guardian = useAuthStore((state) => state.user?.role === 'foralder');
  const [deleting, setDeleting] = useState(false);
  const fromParent = goal.setBy !== null;
  const percent = Math.min(100, (goal.savedOre / goal.targetOre) * 100);

  return (
    <>
      <ProgressCard
        title={goal.title}
        subtitle={
          goal.targetDate ? goalsCopy.targetDate(formatDate(goal.targetDate)) : goalsCopy.cardTitle
        }
        icon={IconTarget}
        variant="success"
        amount={formatKr(goal.savedOre)}
        total={goalsCopy.ofTarget(formatKr(goal.targetOre))}
        percent={percent}
        progressLabel={goalsCopy.progressLabel(goal.title)}
        testId="locked-goal"
        actions={
          <Badge
            color="gray"
            variant="light"
            size="lg"
            leftSection={<IconLock size={14} aria-hidden />}
          >
            {copy.badge}
          </Badge>
        }
        footer={<Text fw={600}>{goalsCopy.left(formatKr(goal.targetOre - goal.savedOre))}</Text>}
      >
        {fromParent && <ParentGoalNote goal={goal} />}
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{guardian ? copy.textGuardian : copy.text}</Text>
          </Group>
          {guardian && <PlanLink />}
        </Stack>
        {/* Only what can be done: no greyed-out deposit or withdrawal beside it. */}
        {!fromParent && (
          <Group mt="auto">
            <Button
              size="md"
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              aria-label={copy.remove(goal.title)}
              onClick={() => setDeleting(true)}
            >
              {copy.removeLabel}
            </Button>
          </Group>
        )}
      </ProgressCard>
      {deleting && <GoalFormModal goal={goal} onClose={() => setDeleting(false)} deleteOnly />}
    </>
  );
}
