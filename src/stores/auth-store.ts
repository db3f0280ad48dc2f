import { createStore, useStore } from 'zustand';

/** The auth state of spec §3. The session itself is persisted by supabase-js. */
export type AuthUser = {
  id: string;
  email: string | null;
  /** From the sign-up metadata; null for accounts made without a profile. */
  firstName?: string | null;
  role?: 'foralder' | 'barn' | null;
};
export type AuthSession = { access_token: string; refresh_token: string };

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  /** Our own user_sessions id from the login proxy; mirrored in localStorage. */
  sessionId: string | null;
  /** True until the stored session has been restored (or found missing) on start. */
  loading: boolean;
  /** Epoch ms of the last user activity or network request (drives the inactivity logout). */
  lastActivityAt: number;
  /** Whether the server still considers this session live. */
  active: boolean;
  /**
   * Opened offline with the device PIN (issue 20): the user's local data without a session.
   * Nothing syncs until they sign in.
   */
  deviceUnlocked: boolean;
};

export const SESSION_ID_STORAGE_KEY = 'slantis-session-id';

const initialState: AuthState = {
  user: null,
  session: null,
  sessionId: null,
  loading: true,
  lastActivityAt: Date.now(),
  active: false,
  deviceUnlocked: false,
};

const authStore = createStore<AuthState>()(() => initialState);
/**
 * A prerendered public page is rendered and hydrated as a visitor's, once auth has loaded and found
 * nobody (src/prerender, src/main.tsx): its snapshot is the current state, not the initial
 * 'loading' one zustand would give, so a visitor's own links are in the HTML from the start.
 */
const hydratingStore = { ...authStore, getInitialState: () => authStore.getState() };

export const useAuthStore = Object.assign(
  <T = AuthState>(selector: (state: AuthState) => T = (state) => state as T): T =>
    useStore(hydratingStore, selector),
  authStore,
);

/** Sets the signed-in user and session (or clears both), and ends the loading state. */
export function setAuthSession(user: AuthUser | null, session: AuthSession | null): void {
  useAuthStore.setState({
    user,
    session,
    active: user !== null,
    loading: false,
    lastActivityAt: Date.now(),
    deviceUnlocked: false,
  });
}

/** Opens a user's local data on this device without a session (the device PIN was right). */
export function setDeviceUnlocked(user: AuthUser): void {
  useAuthStore.setState({
    user,
    session: null,
    active: false,
    loading: false,
    lastActivityAt: Date.now(),
    deviceUnlocked: true,
  });
}

/** Signed in with a session the server gave (not merely unlocked on the device). */
export const hasServerSession = (state: Pick<AuthState, 'session'>) => state.session !== null;

export function setSessionId(sessionId: string | null): void {
  if (sessionId) window.localStorage.setItem(SESSION_ID_STORAGE_KEY, sessionId);
  else window.localStorage.removeItem(SESSION_ID_STORAGE_KEY);
  useAuthStore.setState({ sessionId });
}

export function markActivity(at: number = Date.now()): void {
  useAuthStore.setState({ lastActivityAt: at });
}

export function resetAuthStore(): void {
  useAuthStore.setState({ ...initialState, lastActivityAt: Date.now() });
}

/** Resolves with the auth state once loading has finished (at once if it already has). */
export function whenAuthReady(): Promise<AuthState> {
  const current = useAuthStore.getState();
  if (!current.loading) return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (state.loading) return;
      unsubscribe();
      resolve(state);
    });
  });
}
