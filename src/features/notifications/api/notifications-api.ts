import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '@/data/remote/notifications';

/** The notification centre's server calls (src/data/remote/notifications.ts). */
export type { AppNotification } from '@/data/remote/notifications';
export { fetchNotifications, markAllNotificationsRead, markNotificationsRead };
