import { env } from '@/config/env';
import { authSignOut, endUserSession } from '@/data/remote/auth';
import { authStorageKey } from '@/lib/auth-storage-key';
import { setAuthSession, setSessionId, useAuthStore } from '@/stores/auth-store';

import { logAuthError, logSecurityEvent } from '../security-log';

/** Why a session ends; the first three are user_sessions.ended_reason values. */
export type SignOutReason = 'logout' | 'inactivity' | 'expired';

let inFlight: Promise<void> | null = null;

/**
 * Logout of spec §4: this device forgets the user at once (user, session and session id go from
 * the store, so the screen moves on without waiting for any network), then the app session is
 * marked inactive (failure only logged) and Supabase Auth signs out on this device. Local data
 * stays (each user has their own local database), so nothing unsynced is lost by logging out.
 * `server: false` ends a session the server has ended already (or will, by the 10-minute rule).
 * Concurrent calls (inactivity and keep-alive firing together) share one run.
 */
export function signOut(
  reason: SignOutReason = 'logout',
  { server = true }: { server?: boolean } = {},
): Promise<void> {
  inFlight ??= run(reason, server).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True while a sign-out is under way (so a second trigger does not toast twice). */
export function isSigningOut(): boolean {
  return inFlight !== null;
}

const forgetStoredSession = () => window.localStorage.removeItem(authStorageKey(env.supabaseUrl));

async function run(reason: SignOutReason, server: boolean): Promise<void> {
  const { sessionId } = useAuthStore.getState();
  setSessionId(null);
  setAuthSession(null, null);
  logSecurityEvent('signed_out', { reason });
  // Nothing to tell the server, or no network to tell it over (supabase-js would first wait for
  // the network to refresh an expired token): forget the session here. supabase-js reads storage
  // on every use, and discards a refresh still under way once storage has changed.
  if (!server || !navigator.onLine) {
    forgetStoredSession();
    return;
  }
  try {
    // The server already ended an expired session; only our own endings are recorded here.
    if (server && sessionId && reason !== 'expired') {
      const { error } = await endUserSession(sessionId, reason);
      if (error) logAuthError('deactivating the session', error);
    }
    // 'local': logging out on the phone must not end the same user's session on the laptop.
    const { error } = await authSignOut('local');
    if (error) {
      // Server unreachable: supabase-js keeps the session then. Forget it on this device anyway.
      logAuthError('signing out', error);
      forgetStoredSession();
    }
  } catch (error) {
    logAuthError('signing out', error);
    forgetStoredSession();
  }
}
