import { useMemo, type ReactNode } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';

import { shownEarnedIds } from '../badge-display';
import { dashboardCopy as copy } from '../dashboard-copy';
import { useGamification } from '../hooks/use-gamification';
import { useNoSpendAction } from '../hooks/use-no-spend-action';
import { useWeekStats } from '../hooks/use-week-stats';
import { BadgeGrid } from './badge-grid';
import { NextBadge } from './next-badge';
import { OverviewPanel } from './overview-panel';
import { StreakCard } from './streak-card';

type Props = {
  /** Below the Översikt numbers, e.g. all savings goals. */
  overviewExtra?: ReactNode;
  /** The Köp tab: the transaction list. */
  transactions: ReactNode;
  now?: Date;
};

/**
 * The member home below its first screen: streaks and the three tabs (Översikt, Badges, Köp).
 * Loaded once the first screen is on show.
 */
export function DashboardMore({ overviewExtra, transactions, now }: Props) {
  const game = useGamification(now);
  const week = useWeekStats(now);
  const noSpend = useNoSpendAction(now);
  const earned = useMemo(
    () => (game ? shownEarnedIds(game.stats, game.earnedBadgeIds) : undefined),
    [game],
  );

  return (
    <>
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
    </>
  );
}
