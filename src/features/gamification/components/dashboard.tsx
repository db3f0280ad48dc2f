import { useMemo, type ReactNode } from 'react';
import {
  Badge,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Title,
  VisuallyHidden,
} from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { shownEarnedIds } from '../badge-display';
import { dashboardCopy as copy } from '../dashboard-copy';
import { useGamification } from '../hooks/use-gamification';
import { useNoSpendAction } from '../hooks/use-no-spend-action';
import { useWeekStats } from '../hooks/use-week-stats';
import { BadgeGrid } from './badge-grid';
import classes from './dashboard.module.css';
import { LevelCard } from './level-card';
import { NextBadge } from './next-badge';
import { OverviewPanel } from './overview-panel';
import { StreakCard } from './streak-card';
import { XpNotice } from './xp-notice';

type Props = {
  /** The weekly budget card (from the money features, composed by the route). */
  budgetCard: ReactNode;
  /** The savings goal card. */
  goalCard: ReactNode;
  /** Below the Översikt numbers, e.g. all savings goals. */
  overviewExtra?: ReactNode;
  /** The Köp tab: the transaction list. */
  transactions: ReactNode;
  now?: Date;
};

/**
 * The member home (spec §2 Dashboard): greeting, level, budget and goal cards, streaks, and three
 * tabs. Everything comes from the device's database; while it opens, every card keeps its final
 * size with skeletons, so nothing shifts when the numbers arrive.
 */
export function Dashboard({ budgetCard, goalCard, overviewExtra, transactions, now }: Props) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  const game = useGamification(now);
  const week = useWeekStats(now);
  const noSpend = useNoSpendAction(now);
  const earned = useMemo(
    () => (game ? shownEarnedIds(game.stats, game.earnedBadgeIds) : undefined),
    [game],
  );

  return (
    <Stack gap="lg">
      <VisuallyHidden>
        <Title order={1}>{copy.heading}</Title>
      </VisuallyHidden>
      <Group gap="sm" align="center" mih={44}>
        <Title order={2} size="h1">
          {copy.greeting(firstName)}
        </Title>
        {game ? (
          <Badge size="lg" color="ember" variant="filled">
            {copy.levelBadge(game.level.level)}
          </Badge>
        ) : (
          <Skeleton h={26} w={72} radius="xl" />
        )}
      </Group>

      <XpNotice />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cards}>
        <LevelCard level={game?.level} />
        {budgetCard}
        {goalCard}
      </SimpleGrid>

      <StreakCard checkIn={game?.checkIn} saving={game?.saving} noSpend={noSpend} />

      <Tabs defaultValue="overview" variant="pills" radius="xl">
        <Tabs.List aria-label={copy.tabsLabel} grow mb="md">
          <Tabs.Tab value="overview" h={44}>
            {copy.tabs.overview}
          </Tabs.Tab>
          <Tabs.Tab value="badges" h={44}>
            {copy.tabs.badges}
          </Tabs.Tab>
          <Tabs.Tab value="purchases" h={44}>
            {copy.tabs.purchases}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewPanel week={week} earned={earned}>
            {overviewExtra}
          </OverviewPanel>
        </Tabs.Panel>
        <Tabs.Panel value="badges">
          {game && earned ? (
            <Stack gap="xl">
              <NextBadge next={game.next} />
              <BadgeGrid stats={game.stats} earned={earned} />
            </Stack>
          ) : (
            <Skeleton h={400} radius="lg" aria-label={copy.loading} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="purchases">{transactions}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
