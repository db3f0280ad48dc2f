import type { Session, SupabaseClient } from '@supabase/supabase-js';

import { useAuthStore } from '@/stores/auth-store';

import { ensureAppSession } from './app-session';
import { readStoredSession, restoreStep, type AuthAnswer, type RestoreStep } from './restore';
import { confirmSessionWithServer, endSession } from './session-end';
import type { SessionLike } from './session-user';
import { storedActivityAt } from './shared-activity';
import { INACTIVITY_TIMEOUT_MS } from './timing';

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
 * Restores the session this device stored. Unless nobody used the app for 10 minutes, its user
 * is signed in at once from the stored session, so the local data opens without waiting for
 * the network (supabase-js retries a refresh for about 30 s before it gives up offline); the
 * server's answer then confirms, refreshes or ends it (restore.ts).
 */
export async function restoreStoredSession(supabase: SupabaseClient, apply: Apply): Promise<void> {
  const stored = readStoredSession();
  const activityAt = storedActivityAt();
  const idleMs = activityAt === null ? null : Date.now() - activityAt;
  if (stored && (idleMs === null || idleMs < INACTIVITY_TIMEOUT_MS)) apply(stored);
  const { data, error } = await supabase.auth.getSession();
  const answer = answerOf(data, error);
  await settle(restoreStep(stored, answer, idleMs), answer, apply, stored);
}

/**
 * The network is back: if this device's access token has expired meanwhile, refresh it now
 * (sync and the keep-alive need it). A refusal ends the session; another network failure
 * changes nothing (supabase-js keeps trying on its own timer too).
 */
export async function refreshAfterOffline(supabase: SupabaseClient, apply: Apply): Promise<void> {
  const stored = readStoredSession();
  if (!stored || !useAuthStore.getState().user) return;
  if (typeof stored.expires_at === 'number' && stored.expires_at * 1000 > Date.now() + 60_000)
    return;
  const { data, error } = await supabase.auth.refreshSession();
  const answer = answerOf(data, error);
  await settle(restoreStep(stored, answer, null), answer, apply, stored);
}
