import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js';

import type { SessionLike } from './session-user';
import { isInactive } from './stored-session';

/**
 * Issue 20: an expired access token is not a signed-out user. What to do with the session this
 * device stored, given supabase-js's answer when asked for it (getSession or refreshSession):
 * - 'signed-in': a live session (still valid, or refreshed just now);
 * - 'offline': the refresh could not reach the server; the user keeps working on the device's
 *   own data (Dexie, the outbox) and the refresh is tried again once the network is back;
 * - 'inactive': offline too, but nobody used the app for 10 minutes (spec §4): ended here;
 * - 'refused': the server refused the refresh (revoked, expired refresh token): ended;
 * - 'signed-out': nothing to restore.
 * Ending a session never deletes local data: each user's database stays and syncs at their next
 * sign-in.
 */
export type RestoreStep = 'signed-in' | 'offline' | 'inactive' | 'refused' | 'signed-out';

export type AuthAnswer = { session: SessionLike | null; error: unknown };

/** A failure to reach the server (the fetch itself failed), not an answer from it. */
export function isNetworkFailure(error: unknown): boolean {
  return isAuthRetryableFetchError(error) || error instanceof TypeError;
}

export function restoreStep(
  stored: SessionLike | null,
  answer: AuthAnswer,
  idleMs: number | null,
): RestoreStep {
  if (answer.session) return 'signed-in';
  if (!stored) return 'signed-out';
  if (isNetworkFailure(answer.error)) {
    return isInactive(idleMs) ? 'inactive' : 'offline';
  }
  return isAuthError(answer.error) ? 'refused' : 'signed-out';
}
