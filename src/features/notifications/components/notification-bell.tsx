import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ActionIcon } from '@mantine/core';

import { notificationsCopy as copy } from '../copy';
import { useNotifications } from '../hooks/use-notifications';
import classes from './notifications.module.css';

/**
 * The top bar's bell: the unread count (as the server last said) and the way to /aviseringar.
 * The link's name says the count; the badge is only what the eye sees.
 */
export function NotificationBell() {
  const { unread, items } = useNotifications();
  return (
    <ActionIcon
      component={Link}
      to="/aviseringar"
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={copy.bell(unread)}
      className={classes.bell}
      data-loaded={items !== undefined || undefined}
    >
      <IconBell size={24} aria-hidden />
      {unread > 0 && (
        <span className={classes.badge} aria-hidden data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </ActionIcon>
  );
}
