import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import {
  SESSION_ID_STORAGE_KEY,
  setAuthSession,
  setSessionId,
  useAuthStore,
} from '@/stores/auth-store';

import { logSecurityEvent } from './security-log';
import { userFrom, type SessionLike } from './session/session-user';
import { isSigningOut } from './session/sign-out';
import { isInactive, readStoredSession, storedIdleMs } from './session/stored-session';

function applySession(session: SessionLike | null): void {
  if (!session) {
    // A device opened with its PIN has no session to lose (supabase-js may still drop a stale one).
    if (!useAuthStore.getState().deviceUnlocked) setAuthSession(null, null);
    return;
  }
  const { user } = useAuthStore.getState();
  const sameUser = user?.id === session.user.id;
  const next = { access_token: session.access_token, refresh_token: session.refresh_token };
  // A token refresh must not count as user activity: keep lastActivityAt for the same user.
  // Signing in after a device unlock replaces it with the session (and sync starts).
  if (sameUser)
    useAuthStore.setState({ session: next, loading: false, active: true, deviceUnlocked: false });
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

let connection: Promise<void> | null = null;

/**
 * Loads supabase-js and the session lifecycle (once), keeps the auth store in step with
 * supabase-js's auth events and restores the session it persisted. Every flow that can sign
 * someone in awaits this before calling supabase-js, so no SIGNED_IN goes unheard. Nothing
 * inside onAuthStateChange awaits a supabase call (that deadlocks): follow-up work is deferred.
 */
export function connectAuth(): Promise<void> {
  connection ??= connect().catch((error: unknown) => {
    connection = null; // a failed download (offline) is tried again at the next need
    throw error;
  });
  return connection;
}

async function connect(): Promise<void> {
  // supabase-js downloads alongside the lifecycle (remoteClient() loads it once, on first use).
  const [remoteAuth, lifecycle] = await Promise.all([
    import('@/data/remote/auth'),
    import('./session/session-lifecycle'),
    import('@/data/remote/client').then(({ remoteClient }) => remoteClient()),
  ]);
  const {
    announceUnexpectedSignOut,
    ensureAppSession,
    manageSessionLifecycle,
    refreshAfterOffline,
    restoreStoredSession,
  } = lifecycle;
  manageSessionLifecycle();
  await remoteAuth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      announceUnexpectedSignOut();
      setSessionId(null);
    }
    if (event === 'SIGNED_IN') logSecurityEvent('signed_in');
    // While this device signs out, a refresh supabase-js started earlier must not sign it back in.
    if (event === 'INITIAL_SESSION' || (isSigningOut() && event !== 'SIGNED_OUT')) return;
    applySession(session);
    if (session) setTimeout(() => void ensureAppSession(), 0);
  });
  // Offline, an expired access token could not be refreshed: try again when the network is back.
  window.addEventListener('online', () => void refreshAfterOffline(applySession));
  try {
    await restoreStoredSession(applySession);
  } catch (error) {
    console.error('[auth] could not restore the session', error);
    setAuthSession(null, null);
  }
}

/**
 * Connects auth ahead of need, without waiting: the login form calls it at its first touch, so
 * supabase-js arrives while the visitor types and the submit never waits for it.
 */
export function warmUpAuth(): void {
  void connectAuth().catch(() => undefined);
}

/**
 * Starts auth at boot with the session id stored beside supabase-js's session (spec §4). A
 * visitor has nothing to restore: pages render at once, and supabase-js (about 85 KiB gz with
 * the session lifecycle) loads only when a sign-in needs it, or when another tab signs in,
 * so it never competes with the first screen. A stored session, or tokens in the address, are
 * restored right away.
 */
export async function startAuth({
  connectAfter,
}: {
  /** Once a stored session has signed its user in: when supabase-js may load (the first screen). */
  connectAfter?: Promise<void>;
} = {}): Promise<void> {
  const storedSessionId = window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
  if (storedSessionId) setSessionId(storedSessionId);
  if (!mayHaveSession()) {
    setAuthSession(null, null);
    const sessionKey = authStorageKey(env.supabaseUrl);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== sessionKey || !event.newValue) return;
      window.removeEventListener('storage', onStorage);
      warmUpAuth(); // restores the session the other tab stored
    };
    window.addEventListener('storage', onStorage);
    return;
  }
  // A session this device stored, in use within the last 10 minutes, signs its user in at once,
  // before supabase-js has downloaded: the local data opens and the first screen renders from it
  // (offline too); supabase-js loads after it. restoreStoredSession then asks the server, which
  // confirms, refreshes or ends the session.
  const stored = readStoredSession();
  if (stored && !isInactive(storedIdleMs())) {
    applySession(stored);
    await connectAfter;
  }
  try {
    await connectAuth();
  } catch (error) {
    console.error('[auth] could not load supabase-js', error);
    // Offline without the code (never cached): the stored session still opens the local data.
    if (!useAuthStore.getState().user) setAuthSession(null, null);
  }
}

/** Forgets the connection so a test can start auth afresh (the listener stays registered). */
export function resetAuthConnectionForTests(): void {
  connection = null;
}
