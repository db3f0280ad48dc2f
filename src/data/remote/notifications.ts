import { fetchNotifications, markNotificationsRead, num } from './competition-prizes';
import { rpc } from './rpc';

/**
 * The notification centre's RPCs (supabase/migrations/20261127000700_notifications.sql): the
 * caller's notifications (unread ones and the last 20 read, newest first), marking some or all
 * of them read. Read state lives on the server, so it is the same on every device.
 */
export type { AppNotification } from './competition-prizes';
export { fetchNotifications, markNotificationsRead };

/** Marks every one of the caller's notifications read; resolves with how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  return num(await rpc('mark_all_notifications_read'));
}
