import { IconHeartHandshake, IconLock } from '@tabler/icons-react';
import { Badge, Group, Stack, Text } from '@mantine/core';

import { formatKr, formatPercent } from '@/lib/format';

import { goalsCopy } from '../copy';
import type { Goal } from '../hooks/use-goals';
import { promisedOre } from '../rules/parent-goal';

const copy = goalsCopy.parent;

/** 'Från förälder': marks a goal a parent set (in the card's top right, instead of 'Ändra'). */
export function ParentGoalBadge() {
  return (
    <Badge
      color="slantis"
      variant="filled"
      size="lg"
      tt="none"
      style={{ flex: 'none' }}
      leftSection={<IconHeartHandshake size={16} aria-hidden />}
    >
      {copy.badge}
    </Badge>
  );
}

/** The parent's promise and what it comes to so far, and why the terms can't be changed. */
export function ParentGoalNote({ goal }: { goal: Goal }) {
  const percent = goal.matchPercent;
  return (
    <Stack gap={6}>
      {percent !== null && percent > 0 && (
        <div>
          <Text size="sm">{copy.promise(formatPercent(percent / 100))}</Text>
          <Text size="sm" fw={700} c="var(--slantis-color-success)">
            {copy.promisedSoFar(formatKr(promisedOre(goal.savedOre, percent)))}
          </Text>
        </div>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {copy.locked}
        </Text>
      </Group>
    </Stack>
  );
}
