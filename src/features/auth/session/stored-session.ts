import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';

import type { SessionLike } from './session-user';
import { storedActivityAt } from './shared-activity';
import { INACTIVITY_TIMEOUT_MS } from './timing';

/**
 * The session supabase-js persisted on this device, if it holds a user, read without supabase-js
 * (so the app can start from it before that has loaded).
 */
export function readStoredSession(storage: Storage = window.localStorage): SessionLike | null {
  try {
    const raw = storage.getItem(authStorageKey(env.supabaseUrl));
    const value = raw ? (JSON.parse(raw) as Partial<SessionLike> | null) : null;
    if (
      typeof value?.access_token !== 'string' ||
      typeof value.refresh_token !== 'string' ||
      typeof value.user?.id !== 'string'
    ) {
      return null;
    }
    return value as SessionLike;
  } catch {
    return null;
  }
}

/** How long nobody has used the app in this browser (null: it never recorded activity). */
export function storedIdleMs(now: number = Date.now()): number | null {
  const activityAt = storedActivityAt();
  return activityAt === null ? null : now - activityAt;
}

/** Unused for 10 minutes (spec §4): the session is over whatever the server would say. */
export const isInactive = (idleMs: number | null): boolean =>
  idleMs !== null && idleMs >= INACTIVITY_TIMEOUT_MS;
