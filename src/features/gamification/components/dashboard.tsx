import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { dashboardCopy as copy } from '../dashboard-copy';
import { useLevel } from '../hooks/use-level';
import classes from './dashboard.module.css';
import { LevelCard } from './level-card';
import { XpNotice } from './xp-notice';

type Props = {
  /** The weekly budget card (from the money features, composed by the route). */
  budgetCard: ReactNode;
  /** The savings goal card. */
  goalCard: ReactNode;
  /** What follows the cards (streaks and tabs, see DashboardMore); it may arrive later. */
  children?: ReactNode;
};

/**
 * The member home's first screen (spec §2 Dashboard): greeting, level, and the level, budget and
 * goal cards. Everything comes from the device's database; while it opens, every card keeps its
 * final size with skeletons, so nothing shifts when the numbers arrive.
 */
export function Dashboard({ budgetCard, goalCard, children }: Props) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  const level = useLevel();

  return (
    <Stack gap="lg">
      <VisuallyHidden>
        <Title order={1}>{copy.heading}</Title>
      </VisuallyHidden>
      <Group gap="sm" align="center" mih={44}>
        <Title order={2} size="h1">
          {copy.greeting(firstName)}
        </Title>
        {level ? (
          <Badge size="lg" color="ember" variant="filled">
            {copy.levelBadge(level.level)}
          </Badge>
        ) : (
          <Skeleton h={26} w={72} radius="xl" />
        )}
      </Group>

      <XpNotice />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cards}>
        <LevelCard level={level} />
        {budgetCard}
        {goalCard}
      </SimpleGrid>

      {children}
    </Stack>
  );
}
