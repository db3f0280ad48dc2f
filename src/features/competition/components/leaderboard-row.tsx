import { IconAward, IconFlame, IconHeartHandshake, IconPigMoney } from '@tabler/icons-react';
import { Avatar, Badge, Group, Text, VisuallyHidden } from '@mantine/core';

import { formatInteger } from '@/lib/format';

import type { LeaderboardRow as Row } from '../api/competition-api';
import { competitionCopy } from '../copy';
import classes from './leaderboard.module.css';
import { Medal } from './medal';

const copy = competitionCopy.leaderboard;
/** Initials colours whose light variant keeps WCAG AA contrast. */
export const AVATAR_COLORS = ['blue', 'violet', 'grape', 'indigo', 'pink'];

/**
 * One place on the leaderboard: place (a medal for 1–3 with points), initials, nickname, level, check-in streak, saving streak (when running), badge count and score. The own row is highlighted and says 'Du'.
 */
export function LeaderboardRow({ row }: { row: Row }) {
  return (
    <li
      className={classes.row}
      data-me={row.isMe || undefined}
      data-position={row.position}
      aria-current={row.isMe ? 'true' : undefined}
    >
      <div className={classes.place}>
        <VisuallyHidden>
          {row.score === 0 ? copy.sharedPlace(row.position) : copy.place(row.position)}
        </VisuallyHidden>
        {/* A medal is earned: a shared place without points (a new month) has none. */}
        {row.position <= 3 && row.score > 0 ? (
          <Medal position={row.position} size={34} />
        ) : (
          <Text fw={800} fz="lg" c="dimmed" aria-hidden>
            {row.position}
          </Text>
        )}
      </div>
      <Avatar
        name={row.displayName}
        color="initials"
        allowedInitialsColors={AVATAR_COLORS}
        variant={row.isMe ? 'filled' : 'light'}
        radius="xl"
        size={40}
        aria-hidden
      >
        {row.initials}
      </Avatar>
      <div className={classes.who}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700} truncate>
            {row.displayName}
          </Text>
          {row.isMe && (
            <Badge size="sm" variant="filled" color="slantis" style={{ flex: 'none' }}>
              {copy.me}
            </Badge>
          )}
          {row.childName && (
            <Badge
              size="sm"
              variant="light"
              color="teal"
              tt="none"
              style={{ flex: 'none' }}
              data-testid="child-name"
            >
              {row.childName}
            </Badge>
          )}
        </Group>
        <Group gap={10} wrap="wrap" className={classes.meta}>
          <span>{copy.level(row.level)}</span>
          <span className={classes.metaItem}>
            <IconFlame size={15} aria-hidden color="var(--mantine-color-ember-7)" />
            {copy.streak(row.streak)}
          </span>
          {row.savingStreak > 0 && (
            <span className={classes.metaItem}>
              <IconPigMoney size={15} aria-hidden color="var(--mantine-color-teal-7)" />
              {copy.savingStreak(row.savingStreak)}
            </span>
          )}
          <span className={classes.metaItem}>
            <IconAward size={15} aria-hidden color="var(--mantine-color-violet-6)" />
            {copy.badges(row.badgeCount)}
          </span>
          {row.friendStreak != null && (
            <span className={classes.metaItem} data-testid="friend-streak">
              <IconHeartHandshake size={15} aria-hidden color="var(--mantine-color-ember-7)" />
              {copy.friendStreak(row.friendStreak)}
            </span>
          )}
        </Group>
      </div>
      <div className={classes.score}>
        <Text fw={800} fz="xl" lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatInteger(row.score)}
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          {copy.pointsUnit}
        </Text>
      </div>
    </li>
  );
}
