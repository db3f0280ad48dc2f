import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import { setAuthSession, setSessionId, useAuthStore } from '@/stores/auth-store';

import { logAuthError, logSecurityEvent } from '../security-log';

/** Why a session ends; the first three are user_sessions.ended_reason values. */
export type SignOutReason = 'logout' | 'inactivity' | 'expired';

let inFlight: Promise<void> | null = null;

/**
 * Logout of spec §4: mark the app session inactive (failure only logged), sign out of Supabase
 * Auth on this device, and clear user, session and session id. Local data stays on the device
 * (each user has their own local database), so nothing unsynced is lost by logging out.
 * Concurrent calls (inactivity and keep-alive firing together) share one run.
 */
export function signOut(reason: SignOutReason = 'logout'): Promise<void> {
  inFlight ??= run(reason).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True while a sign-out is under way (so a second trigger does not toast twice). */
export function isSigningOut(): boolean {
  return inFlight !== null;
}

async function run(reason: SignOutReason): Promise<void> {
  const { sessionId } = useAuthStore.getState();
  try {
    const { supabase } = await import('@/lib/supabase');
    // The server already ended an expired session; only our own endings are recorded here.
    if (sessionId && reason !== 'expired') {
      const { error } = await supabase
        .from('user_sessions')
        .update({ active: false, ended_reason: reason })
        .eq('session_id', sessionId);
      if (error) logAuthError('deactivating the session', error);
    }
    // 'local': logging out on the phone must not end the same user's session on the laptop.
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) {
      // Offline or server down: supabase-js keeps the session then. Forget it on this device
      // anyway; supabase-js reads the session from storage on every use.
      logAuthError('signing out', error);
      window.localStorage.removeItem(authStorageKey(env.supabaseUrl));
    }
  } catch (error) {
    logAuthError('signing out', error);
  } finally {
    setSessionId(null);
    setAuthSession(null, null);
    logSecurityEvent('signed_out', { reason });
  }
}
