import { IconPencil, IconWallet } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { formatKr, formatWeek } from '@/lib/format';

import { budgetCopy as copy } from '../copy';
import { useWeekBudget } from '../hooks/use-budget';
import { budgetStatus } from '../rules/budget';
import { BudgetModal } from './lazy-dialogs';
import { ProgressCard } from './progress-card';

/** This week's budget: used of total, a warning past 80 %, and what is left (spec §3, §4). */
export function BudgetCard({ now }: { now?: Date }) {
  const budget = useWeekBudget(now);
  const [editing, setEditing] = useState(false);
  if (!budget) return <Card h="100%" mih={180} aria-busy="true" />;

  const modal = editing && (
    <Suspense fallback={null}>
      <BudgetModal
        weekStart={budget.weekStart}
        limitOre={budget.limitOre}
        onClose={() => setEditing(false)}
      />
    </Suspense>
  );
  const week = formatWeek(budget.week);

  if (budget.limitOre === null) {
    return (
      <Card h="100%">
        <Stack gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
              <IconWallet size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h4">
                {copy.title}
              </Title>
              <Text size="sm" c="dimmed">
                {week}
              </Text>
            </div>
          </Group>
          <Text c="dimmed">{copy.emptyText}</Text>
          <Button size="md" onClick={() => setEditing(true)}>
            {copy.emptyAction}
          </Button>
        </Stack>
        {modal}
      </Card>
    );
  }

  const status = budgetStatus(budget.spentOre, budget.limitOre);
  const over = status.overOre > 0;
  return (
    <>
      <ProgressCard
        title={copy.title}
        subtitle={week}
        icon={IconWallet}
        variant={status.variant}
        color={over ? 'red' : undefined}
        amount={formatKr(budget.spentOre)}
        total={copy.ofTotal(formatKr(budget.limitOre))}
        percent={status.percent}
        progressLabel={copy.progressLabel}
        actions={
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={copy.change}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        }
        footer={
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {over ? copy.over(formatKr(status.overOre)) : copy.left(formatKr(status.leftOre))}
            </Text>
            {status.variant === 'warning' && (
              <Badge color={over ? 'red' : 'ember'} variant="light">
                {over ? copy.overBadge : copy.warningBadge}
              </Badge>
            )}
          </Group>
        }
      >
        {status.variant === 'warning' && (
          <Text size="sm" c="dimmed">
            {over ? copy.overText : copy.nearlyUsed}
          </Text>
        )}
      </ProgressCard>
      {modal}
    </>
  );
}
