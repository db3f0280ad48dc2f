import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';

import type { Badge, BadgeProgress } from '@/lib/gamification';

import { badgeIcons, rarityColors } from '../badge-display';
import { dashboardCopy } from '../dashboard-copy';
import { BadgeProgressBar } from './badge-progress';
import classes from './badges.module.css';
import { RarityBadge } from './rarity-badge';

const copy = dashboardCopy.badges;

/**
 * Spec §4 Badge: earned = coloured with 'Uppnådd!'; not earned = greyed and faded, with how far
 * along the user is ('x av y').
 */
export function BadgeCard({
  badge,
  earned,
  progress,
}: {
  badge: Badge;
  earned: boolean;
  progress: BadgeProgress;
}) {
  const Icon = badgeIcons[badge.icon];
  const color = rarityColors[badge.rarity];
  return (
    <Card
      h="100%"
      padding="sm"
      className={classes.card}
      data-earned={earned}
      data-rarity={badge.rarity}
      style={{ '--badge-color': `var(--mantine-color-${color}-filled)` }}
    >
      <Stack gap={6} align="center" ta="center" h="100%">
        <ThemeIcon
          size={52}
          radius="xl"
          variant={earned ? 'filled' : 'light'}
          color={earned ? color : 'gray'}
          className={earned ? undefined : classes.fadedIcon}
          aria-hidden
        >
          <Icon size={28} />
        </ThemeIcon>
        <Text fw={700} lh={1.25}>
          {badge.title}
        </Text>
        <Text size="xs" c="dimmed" lh={1.35}>
          {badge.description}
        </Text>
        <RarityBadge rarity={badge.rarity} mt="auto" />
        {earned ? (
          <Group gap={4} wrap="nowrap" justify="center" mih={20}>
            <IconCircleCheckFilled size={16} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm" fw={700}>
              {copy.earned}
            </Text>
          </Group>
        ) : (
          <BadgeProgressBar
            title={badge.title}
            current={progress.current}
            target={progress.target}
            color={color}
          />
        )}
      </Stack>
    </Card>
  );
}
