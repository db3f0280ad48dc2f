import { IconCircleCheck, IconMinus, IconPencil, IconPlus, IconTarget } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Text } from '@mantine/core';

import { formatDate, formatKr } from '@/lib/format';

import { goalsCopy as copy } from '../copy';
import type { Goal } from '../hooks/use-goals';
import { GoalFormModal, GoalMoneyModal, LockedGoalCard } from './lazy-dialogs';
import { ParentGoalBadge, ParentGoalNote } from './parent-goal-note';
import { ProgressCard } from './progress-card';

type Dialog = 'deposit' | 'withdraw' | 'edit' | null;

/**
 * One savings goal (spec §4: always the success variant) with deposit, withdrawal and edit. A
 * goal a parent set shows 'Från förälder' and the promise instead of 'Ändra': its terms are the
 * parent's (the server refuses a change), deposits and withdrawals are the teen's.
 *
 * A locked goal (beyond the plan's active goals after Familj ended, issue 43) is read-only: its
 * card (LockedGoalCard) loads only when there is one, which is rare.
 */
export function GoalCard({ goal, locked = false }: { goal: Goal; locked?: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  if (locked) {
    return (
      <Suspense fallback={<Card h="100%" mih={180} aria-busy="true" />}>
        <LockedGoalCard goal={goal} />
      </Suspense>
    );
  }
  const close = () => setDialog(null);
  const fromParent = goal.setBy !== null;
  const reached = goal.savedOre >= goal.targetOre;
  const percent = Math.min(100, (goal.savedOre / goal.targetOre) * 100);
  const left = goal.targetOre - goal.savedOre;

  return (
    <>
      <ProgressCard
        title={goal.title}
        subtitle={goal.targetDate ? copy.targetDate(formatDate(goal.targetDate)) : copy.cardTitle}
        icon={IconTarget}
        variant="success"
        amount={formatKr(goal.savedOre)}
        total={copy.ofTarget(formatKr(goal.targetOre))}
        percent={percent}
        progressLabel={copy.progressLabel(goal.title)}
        actions={
          fromParent ? (
            <ParentGoalBadge />
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              radius="xl"
              aria-label={copy.edit(goal.title)}
              onClick={() => setDialog('edit')}
            >
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
          )
        }
        footer={
          reached ? (
            <Badge
              color="slantis"
              variant="light"
              size="lg"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
            >
              {copy.reached}
            </Badge>
          ) : (
            <Text fw={600}>{copy.left(formatKr(left))}</Text>
          )
        }
      >
        {fromParent && <ParentGoalNote goal={goal} />}
        <Group gap="xs" mt="auto" grow>
          <Button
            size="md"
            color="slantis"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog('deposit')}
          >
            {copy.deposit}
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconMinus size={18} aria-hidden />}
            disabled={goal.savedOre === 0}
            onClick={() => setDialog('withdraw')}
          >
            {copy.withdraw}
          </Button>
        </Group>
      </ProgressCard>
      <Suspense fallback={null}>
        {(dialog === 'deposit' || dialog === 'withdraw') && (
          <GoalMoneyModal goal={goal} direction={dialog} onClose={close} />
        )}
        {dialog === 'edit' && !fromParent && <GoalFormModal goal={goal} onClose={close} />}
      </Suspense>
    </>
  );
}
