import type { Session } from '@supabase/supabase-js';

import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import {
  SESSION_ID_STORAGE_KEY,
  setAuthSession,
  setSessionId,
  useAuthStore,
  type AuthUser,
} from '@/stores/auth-store';

import { logSecurityEvent } from './security-log';

function userFrom(session: Session): AuthUser {
  const meta = session.user.user_metadata as Record<string, unknown> | undefined;
  const role = meta?.roll;
  return {
    id: session.user.id,
    email: session.user.email ?? null,
    firstName: typeof meta?.fornamn === 'string' ? meta.fornamn : null,
    role: role === 'foralder' || role === 'barn' ? role : null,
  };
}

function applySession(session: Session | null): void {
  if (!session) {
    setAuthSession(null, null);
    return;
  }
  const { user } = useAuthStore.getState();
  const sameUser = user?.id === session.user.id;
  const next = { access_token: session.access_token, refresh_token: session.refresh_token };
  // A token refresh must not count as user activity: keep lastActivityAt for the same user.
  if (sameUser) useAuthStore.setState({ session: next, loading: false });
  else setAuthSession(userFrom(session), next);
}

/** Tokens in the address: a mail link or an auth error that supabase-js must read. */
const AUTH_IN_URL = /[#?&](access_token|refresh_token|code|token_hash|error|error_description)=/;

/** Whether supabase-js may find a session: one is stored, or the address carries one. */
function mayHaveSession(): boolean {
  return (
    window.localStorage.getItem(authStorageKey(env.supabaseUrl)) !== null ||
    AUTH_IN_URL.test(window.location.href)
  );
}

/**
 * Restores the session supabase-js persisted in localStorage together with our session id
 * (spec §4) and keeps the auth store in step with it. supabase-js and the session lifecycle
 * (inactivity, keep-alive) load after first render to keep them off the critical path. Nothing
 * inside onAuthStateChange awaits a supabase call (that deadlocks): follow-up work is deferred.
 */
export async function startAuth(): Promise<void> {
  const storedSessionId = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
  if (storedSessionId) setSessionId(storedSessionId);
  // A visitor has nothing to restore: pages render at once instead of waiting for supabase-js,
  // which still loads now (so a sign-in is heard by the listener below).
  if (!mayHaveSession()) setAuthSession(null, null);

  try {
    const [{ supabase }, lifecycle] = await Promise.all([
      import('@/lib/supabase'),
      import('./session/session-lifecycle'),
    ]);
    const { confirmSessionWithServer, ensureAppSession, manageSessionLifecycle } = lifecycle;
    manageSessionLifecycle();
    supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') setSessionId(null);
      if (event === 'SIGNED_IN') logSecurityEvent('signed_in');
      if (event === 'INITIAL_SESSION') return;
      applySession(session);
      if (session) setTimeout(() => void ensureAppSession(), 0);
    });
    const { data } = await supabase.auth.getSession();
    applySession(data.session);
    // A restored session may have ended on the server while the app was closed: ask at once
    // rather than at the first 5-minute keep-alive. Offline, this only logs.
    if (data.session && storedSessionId) void confirmSessionWithServer();
    else if (data.session) void ensureAppSession();
  } catch (error) {
    console.error('[auth] could not restore the session', error);
    setAuthSession(null, null);
  }
}
