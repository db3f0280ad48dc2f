import { IconConfetti } from '@tabler/icons-react';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';

import type { Badge, BadgeProgress } from '@/lib/gamification';

import { badgeIcons, rarityColors } from '../badge-display';
import { dashboardCopy } from '../dashboard-copy';
import { BadgeProgressBar } from './badge-progress';
import classes from './badges.module.css';
import { RarityBadge } from './rarity-badge';

const copy = dashboardCopy.badges;

/** 'Nästa badge': the unearned badge closest to being earned, with its progress. */
export function NextBadge({ next }: { next: { badge: Badge; progress: BadgeProgress } | null }) {
  if (!next) {
    return (
      <Card padding="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="yellow" aria-hidden>
            <IconConfetti size={26} />
          </ThemeIcon>
          <Text fw={700}>{copy.allEarned}</Text>
        </Group>
      </Card>
    );
  }
  const { badge, progress } = next;
  const Icon = badgeIcons[badge.icon];
  const color = rarityColors[badge.rarity];
  return (
    <Card
      component="section"
      aria-label={copy.next}
      padding="md"
      className={classes.next}
      style={{ '--badge-color': `var(--mantine-color-${color}-filled)` }}
      data-testid="next-badge"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={30} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text size="xs" fw={800} tt="uppercase" c="var(--mantine-color-ember-text)" lh={1.2}>
              {copy.next}
            </Text>
            <RarityBadge rarity={badge.rarity} size="xs" />
          </Group>
          <Text fw={800} fz="lg" lh={1.25}>
            {badge.title}
          </Text>
          <Text size="sm" c="dimmed" lh={1.4}>
            {badge.description}
          </Text>
          <BadgeProgressBar
            title={badge.title}
            current={progress.current}
            target={progress.target}
            color={color}
            size="md"
          />
        </Stack>
      </Group>
    </Card>
  );
}
