import type { Session } from '@supabase/supabase-js';

import { getSession, refreshSession } from '@/data/remote/auth';
import { useAuthStore } from '@/stores/auth-store';

import { ensureAppSession } from './app-session';
import { restoreStep, type AuthAnswer, type RestoreStep } from './restore';
import { confirmSessionWithServer, endSession } from './session-end';
import type { SessionLike } from './session-user';
import { isInactive, readStoredSession, storedIdleMs } from './stored-session';

type Apply = (session: SessionLike | null) => void;

async function settle(
  step: RestoreStep,
  answer: AuthAnswer,
  apply: Apply,
  stored: SessionLike | null,
): Promise<void> {
  if (step === 'signed-in' && answer.session) {
    apply(answer.session);
    // A restored session may have ended on the server while the app was closed: ask at once
    // rather than at the first 5-minute keep-alive.
    if (useAuthStore.getState().sessionId) void confirmSessionWithServer();
    else void ensureAppSession();
  } else if (step === 'inactive' || step === 'refused') {
    // Ended before its user's data opened: the login page still says what waits to sync there.
    if (stored && useAuthStore.getState().user?.id !== stored.user.id) {
      void import('@/data/unsynced-note').then((note) => note.rememberUnsyncedOf(stored.user.id));
    }
    await endSession(step === 'inactive' ? 'inactivity' : 'expired', { stored: stored !== null });
  } else if (step === 'signed-out') {
    apply(null);
  }
  // 'offline': the device's session stays; refreshAfterOffline asks again when the network is back.
}

const answerOf = (data: { session: Session | null }, error: unknown): AuthAnswer => ({
  session: data.session,
  error,
});

/**
 * Restores the session this device stored. Unless nobody used the app for 10 minutes (then it
 * ends at once), its user is signed in at once from the stored session, so the local data opens
 * without waiting for the network (offline, supabase-js's refresh of an expired token waits for
 * the network, src/lib/refresh-waits-for-network.ts); the server's answer then confirms,
 * refreshes or ends it (restore.ts).
 */
export async function restoreStoredSession(apply: Apply): Promise<void> {
  const stored = readStoredSession();
  const idleMs = storedIdleMs();
  const idle = isInactive(idleMs);
  // Unused for 10 minutes (spec §4): the session is over whatever the server would say, so the
  // lock screen or the login page need not wait for it (offline, supabase-js's refresh waits
  // for the network; online, the server ends it at the first keep-alive anyway).
  if (stored && idle) {
    await settle('inactive', { session: null, error: null }, apply, stored);
    return;
  }
  if (stored && !idle) apply(stored);
  const { data, error } = await getSession();
  const answer = answerOf(data, error);
  await settle(restoreStep(stored, answer, idleMs), answer, apply, stored);
}

/**
 * The network is back: if this device's access token has expired meanwhile, refresh it now
 * (sync and the keep-alive need it; a refresh supabase-js asked for offline goes out now too, and
 * this call shares it). A refusal ends the session; another network failure changes nothing
 * (supabase-js keeps trying on its own timer too).
 */
export async function refreshAfterOffline(apply: Apply): Promise<void> {
  const stored = readStoredSession();
  const { user, deviceUnlocked } = useAuthStore.getState();
  // Opened with the device PIN: only a sign-in, never a stored token, brings the session back.
  if (!stored || !user || deviceUnlocked) return;
  if (typeof stored.expires_at === 'number' && stored.expires_at * 1000 > Date.now() + 60_000)
    return;
  const { data, error } = await refreshSession();
  const answer = answerOf(data, error);
  await settle(restoreStep(stored, answer, null), answer, apply, stored);
}
