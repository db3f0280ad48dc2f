import {
  IconBell,
  IconChecklist,
  IconFlame,
  IconReportAnalytics,
  IconShieldLock,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

import { dayKey } from '@/lib/dates';
import { formatDateShort, formatTime } from '@/lib/format';

import type { AppNotification } from '../api/notifications-api';
import { notificationsCopy as copy } from '../copy';
import { useNotifications } from '../hooks/use-notifications';
import classes from './notifications.module.css';

const ICONS: [RegExp, Icon][] = [
  [/^task_/, IconChecklist],
  [/^streak_/, IconFlame],
  [/^weekly_report/, IconReportAnalytics],
  [/^(competition_|prize_)/, IconTrophy],
  [/^(new_device|password_changed|session_ended)$/, IconShieldLock],
];
const iconOf = (kind: string): Icon =>
  ICONS.find(([pattern]) => pattern.test(kind))?.[1] ?? IconBell;

/** 'i dag 19:03', 'i går 08:12', '24 nov. 19:03' (Stockholm time). */
export function whenText(iso: string, now = new Date()): string {
  const day = dayKey(new Date(iso));
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const label =
    day === dayKey(now)
      ? copy.today
      : day === dayKey(yesterday)
        ? copy.yesterday
        : formatDateShort(iso);
  return `${label} ${formatTime(iso)}`;
}

/**
 * /aviseringar: the caller's notifications, newest first, unread ones marked. A tap marks one
 * read and follows its link; "Markera alla som lästa" clears them all, on every device.
 */
export function NotificationsPage() {
  const { items, failed, loading, online, unread, markRead, markAllRead, refresh } =
    useNotifications();
  const router = useRouter();

  const open = async (notification: AppNotification) => {
    const done = notification.readAt === null ? markRead(notification.id) : Promise.resolve();
    if (notification.link) {
      await router.navigate({ href: notification.link });
    }
    await done;
  };

  return (
    <Stack gap="md">
      {!online && (
        <Alert color="gray" variant="light" radius="lg">
          {items ? copy.offline : copy.offlineEmpty}
        </Alert>
      )}
      {online && failed && (
        <Alert color="yellow" variant="light" radius="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{copy.failed}</Text>
            <Button size="xs" variant="subtle" onClick={refresh}>
              {copy.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {items && items.length > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {copy.unreadCount(unread)}
          </Text>
          <Button
            variant="light"
            size="sm"
            disabled={unread === 0 || !online}
            onClick={() => void markAllRead()}
          >
            {copy.markAll}
          </Button>
        </Group>
      )}
      {items === undefined && online && !failed && (
        <Group gap="xs" c="dimmed">
          <Loader size="sm" />
          <Text size="sm">{copy.loading}</Text>
        </Group>
      )}
      {items && items.length === 0 && <Text c="dimmed">{copy.empty}</Text>}
      {items && items.length > 0 && (
        <ul className={classes.list} aria-label={copy.listLabel} aria-busy={loading}>
          {items.map((notification) => {
            const ItemIcon = iconOf(notification.kind);
            const isUnread = notification.readAt === null;
            return (
              <li key={notification.id}>
                <button
                  type="button"
                  className={classes.item}
                  data-unread={isUnread || undefined}
                  onClick={() => void open(notification)}
                >
                  <span className={classes.icon}>
                    <ItemIcon size={22} aria-hidden />
                  </span>
                  <span className={classes.body}>
                    <Text component="span" display="block" fw={isUnread ? 700 : 600}>
                      {isUnread && <VisuallyHidden>{`${copy.unreadLabel}: `}</VisuallyHidden>}
                      {notification.title}
                    </Text>
                    <Text component="span" display="block" size="sm">
                      {notification.body}
                    </Text>
                    <Text component="span" display="block" size="xs" c="dimmed" mt={4}>
                      {whenText(notification.createdAt)}
                    </Text>
                  </span>
                  {isUnread && <span className={classes.dot} aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Text size="sm" c="dimmed">
        {copy.settingsHint}{' '}
        <Anchor component={Link} to="/profile" search={{ flik: 'installningar' } as never}>
          {copy.settingsLink}
        </Anchor>
      </Text>
    </Stack>
  );
}
