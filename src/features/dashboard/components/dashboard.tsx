import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { dashboardCopy as copy } from '../copy';
import { useDashboardStats } from '../hooks/use-dashboard-stats';
import { BadgeGrid } from './badge-grid';
import { LevelCard } from './level-card';
import { OverviewPanel } from './overview-panel';

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

/** The member home (spec §2 Dashboard): greeting, level, budget and goal cards, three tabs. */
export function Dashboard({ budgetCard, goalCard, overviewExtra, transactions, now }: Props) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  const stats = useDashboardStats(now);

  return (
    <Stack gap="lg">
      <VisuallyHidden>
        <Title order={1}>{copy.heading}</Title>
      </VisuallyHidden>
      <Group gap="sm" align="center">
        <Title order={2} size="h1">
          {copy.greeting(firstName)}
        </Title>
        {stats && (
          <Badge size="lg" color="ember" variant="filled">
            {copy.levelBadge(stats.level.level)}
          </Badge>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {stats && <LevelCard level={stats.level} />}
        {budgetCard}
        {goalCard}
      </SimpleGrid>

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
          {stats && <OverviewPanel stats={stats}>{overviewExtra}</OverviewPanel>}
        </Tabs.Panel>
        <Tabs.Panel value="badges">
          {stats && <BadgeGrid earned={stats.earnedBadgeIds} />}
        </Tabs.Panel>
        <Tabs.Panel value="purchases">{transactions}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
