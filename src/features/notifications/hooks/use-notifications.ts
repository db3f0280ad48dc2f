import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type AppNotification,
} from '../api/notifications-api';

/**
 * The caller's notifications, as the server last gave them. One shared store (the bell and the
 * page show the same list); it loads when a component first needs it, again when the window gets
 * focus or the device comes back online, every minute while the app is visible, and after every
 * action. Read state is the server's: marking read is sent at once and the list is reloaded.
 * Offline the last loaded list stays on screen (kept in memory only, never on disk).
 */
export type NotificationsState = {
  /** The last list the server gave this user (undefined: none loaded yet). */
  items: AppNotification[] | undefined;
  /** The last load failed (the list, if any, is the one before). */
  failed: boolean;
  loading: boolean;
};

const REFRESH_MS = 60_000;
const EMPTY: NotificationsState = { items: undefined, failed: false, loading: false };

let owner: string | null = null;
let state: NotificationsState = EMPTY;
let inFlight: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();

function set(patch: Partial<NotificationsState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function own(userId: string) {
  if (owner !== userId) {
    owner = userId;
    inFlight = null;
    again = false;
    state = EMPTY;
  }
}

/**
 * Loads the list for `userId`: one request at a time. A `latest` request asked for while one
 * runs is made after it, so what an action changed is never hidden by an answer sent before it.
 */
export function refreshNotifications(userId: string, { latest = true } = {}): Promise<void> {
  own(userId);
  if (inFlight) {
    if (latest) again = true;
    return inFlight;
  }
  set({ loading: true });
  const running: Promise<void> = (async () => {
    do {
      again = false;
      try {
        const items = await fetchNotifications();
        if (owner !== userId) return;
        set({ items, failed: false });
      } catch {
        if (owner !== userId) return;
        set({ failed: true });
      }
    } while (again && owner === userId);
    set({ loading: false });
  })().finally(() => {
    if (inFlight === running) inFlight = null;
  });
  inFlight = running;
  return running;
}

/** Forgets the list (sign-out, tests). */
export function resetNotifications(): void {
  owner = null;
  inFlight = null;
  state = EMPTY;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type UseNotifications = NotificationsState & {
  online: boolean;
  unread: number;
  /** Marks one read (server first, then the list is reloaded). */
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  refresh: () => void;
};

export function useNotifications(): UseNotifications {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const online = useOnline();
  const current = useSyncExternalStore(subscribe, () =>
    userId && owner === userId ? state : EMPTY,
  );

  useEffect(() => {
    if (!userId || !online) return;
    // Another bell or page may be loading the list already; that answer will do.
    void refreshNotifications(userId, { latest: false });
    const onFocus = () => void refreshNotifications(userId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') onFocus();
    }, REFRESH_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [userId, online]);

  const markRead = useCallback(
    async (id: string) => {
      if (!userId) return;
      // Shown as read at once; the server's answer follows with the reload.
      if (owner === userId && state.items) {
        const readAt = new Date().toISOString();
        set({ items: state.items.map((n) => (n.id === id && !n.readAt ? { ...n, readAt } : n)) });
      }
      await markNotificationsRead([id]).catch(() => undefined);
      await refreshNotifications(userId);
    },
    [userId],
  );

  const markAllRead = useCallback(async () => {
    if (!userId) return;
    await markAllNotificationsRead().catch(() => undefined);
    await refreshNotifications(userId);
  }, [userId]);

  const refresh = useCallback(() => {
    if (userId) void refreshNotifications(userId);
  }, [userId]);

  return {
    ...current,
    online,
    unread: (current.items ?? []).filter((n) => n.readAt === null).length,
    markRead,
    markAllRead,
    refresh,
  };
}
