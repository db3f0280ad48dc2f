import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { badgeProgress, type BehaviourStats } from '@/lib/gamification';

import { BADGES_BY_RARITY, cssVars, rarityColors } from '../badge-display';
import { dashboardCopy } from '../dashboard-copy';
import { BadgeCard } from './badge-card';
import classes from './badges.module.css';

const copy = dashboardCopy.badges;

/** All badges, grouped by rarity (common → legendary), each earned or with its progress. */
export function BadgeGrid({
  stats,
  earned,
}: {
  stats: BehaviourStats;
  earned: ReadonlySet<string>;
}) {
  return (
    <Stack gap="xl">
      {BADGES_BY_RARITY.map(({ rarity, badges }) => {
        const group = copy.groups[rarity];
        const earnedCount = badges.filter((badge) => earned.has(badge.id)).length;
        const headingId = `badges-${rarity}`;
        return (
          <section key={rarity} aria-labelledby={headingId}>
            <Group gap="xs" mb="sm" wrap="nowrap">
              <span
                className={classes.groupDot}
                style={cssVars({
                  '--badge-color': `var(--mantine-color-${rarityColors[rarity]}-filled)`,
                })}
                aria-hidden
              />
              <Title order={3} size="h4" id={headingId}>
                {group}
              </Title>
              <Text size="sm" c="dimmed">
                {copy.groupCount(earnedCount, badges.length)}
              </Text>
            </Group>
            <SimpleGrid
              cols={{ base: 2, xs: 3, md: 4 }}
              spacing="sm"
              component="ul"
              aria-label={copy.gridLabel(group)}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {badges.map((badge) => (
                <li key={badge.id}>
                  <BadgeCard
                    badge={badge}
                    earned={earned.has(badge.id)}
                    progress={badgeProgress(badge, stats)}
                  />
                </li>
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
