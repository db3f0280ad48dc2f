import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import { resetAuthStore, SESSION_ID_STORAGE_KEY, useAuthStore } from '@/stores/auth-store';

import { resetSessionToastsForTests } from './session/session-end';
import { connectAuth, resetAuthConnectionForTests, startAuth, warmUpAuth } from './start-auth';

// Auth store transitions of spec §3/§4, driven by a stand-in for supabase-js's auth events.
type Listener = (event: string, session: unknown) => void;
const fake = vi.hoisted(() => ({
  listeners: [] as Listener[],
  getSession: vi.fn(),
  refreshSession: vi.fn(),
  signOut: vi.fn(),
  invoke: vi.fn(),
  rpc: vi.fn(),
  toast: vi.fn(),
}));

vi.mock('@/components/toast', () => ({ showToast: fake.toast }));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: fake.getSession,
      refreshSession: fake.refreshSession,
      signOut: fake.signOut,
    },
    functions: { invoke: fake.invoke },
    rpc: fake.rpc,
  },
}));

const SESSION_ID = '5f1c1f0e-8a4b-4c3e-9c1d-2b7a6e4d9f10';
const session = (userId = 'u1') => ({
  access_token: `token-${userId}`,
  refresh_token: 'r1',
  user: { id: userId, email: `${userId}@example.se` },
});
const emit = (event: string, value: unknown) => fake.listeners.forEach((l) => l(event, value));

const start = () => startAuth();
/** What supabase-js persisted: only then can it find a session at boot. */
const storeSession = () =>
  window.localStorage.setItem(authStorageKey(env.supabaseUrl), '{"access_token":"a.b.c"}');

beforeEach(() => {
  resetSessionToastsForTests();
  // A visitor's start schedules the idle connect on a timer; fake ones end with each test, so
  // no test's connect lands in the next.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetAuthConnectionForTests();
  resetAuthStore();
  window.localStorage.clear();
  fake.listeners = [];
  fake.getSession.mockResolvedValue({ data: { session: null }, error: null });
  fake.invoke.mockResolvedValue({ data: { ok: true }, error: null });
  fake.rpc.mockResolvedValue({ data: SESSION_ID, error: null });
  fake.signOut.mockResolvedValue({ error: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('startAuth', () => {
  it('lets a visitor with nothing stored in at once, without waiting for supabase-js', () => {
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    void start();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
  });

  it('a visitor never downloads supabase-js until a sign-in page warms it up', async () => {
    await start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.listeners).toHaveLength(0);
    expect(fake.getSession).not.toHaveBeenCalled();
    warmUpAuth();
    // The first test to load the lazy session modules (and supabase-js's error helpers) waits
    // for their transform.
    await vi.waitFor(() => expect(fake.getSession).toHaveBeenCalled(), { timeout: 10_000 });
    expect(fake.listeners).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
  });

  it('a sign-in in another tab is restored in a visitor tab', async () => {
    await start();
    fake.getSession.mockResolvedValue({ data: { session: session('u4') }, error: null });
    const key = authStorageKey(env.supabaseUrl);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(fake.getSession).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"access_token":"a"}' }));
    await vi.waitFor(() => expect(useAuthStore.getState().user?.id).toBe('u4'));
  });

  it('a sign-in connects at once, once, and is heard', async () => {
    await start();
    const [first, second] = await Promise.all([connectAuth(), connectAuth()]);
    expect(first).toBe(second);
    expect(fake.listeners).toHaveLength(1);
    emit('SIGNED_IN', session('u3'));
    expect(useAuthStore.getState().user?.id).toBe('u3');
  });

  it('waits for supabase-js when a session is stored', async () => {
    storeSession();
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    void start();
    await Promise.resolve();
    expect(useAuthStore.getState().loading).toBe(true);
  });

  it('signs the user of a stored session in at once, before supabase-js has answered', () => {
    window.localStorage.setItem(authStorageKey(env.supabaseUrl), JSON.stringify(session('u5')));
    window.localStorage.setItem('slantis-last-activity', String(Date.now() - 60_000));
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    void start();
    // Synchronously: neither supabase-js nor the session lifecycle has loaded yet.
    expect(fake.listeners).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      active: true,
      user: { id: 'u5' },
      session: { access_token: 'token-u5' },
    });
  });

  it('loads supabase-js for a stored session only once the first screen is on show', async () => {
    window.localStorage.setItem(authStorageKey(env.supabaseUrl), JSON.stringify(session('u5')));
    fake.getSession.mockResolvedValue({ data: { session: session('u5') }, error: null });
    let shown = () => undefined as void;
    const started = startAuth({ connectAfter: new Promise<void>((resolve) => (shown = resolve)) });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(useAuthStore.getState().user?.id).toBe('u5');
    expect(fake.listeners).toHaveLength(0);
    shown();
    await started;
    expect(fake.listeners).toHaveLength(1);
    expect(fake.getSession).toHaveBeenCalled();
  });

  it('waits for the server when the stored session went unused for 10 minutes', async () => {
    window.localStorage.setItem(authStorageKey(env.supabaseUrl), JSON.stringify(session('u5')));
    window.localStorage.setItem('slantis-last-activity', String(Date.now() - 11 * 60_000));
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    const started = start();
    expect(useAuthStore.getState()).toMatchObject({ loading: true, user: null });
    await started;
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
  });

  it('is loading until the stored session has been looked for', async () => {
    expect(useAuthStore.getState().loading).toBe(true);
    await start();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null, session: null });
  });

  it('restores the stored session together with the stored session id', async () => {
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, SESSION_ID);
    fake.getSession.mockResolvedValue({ data: { session: session() }, error: null });
    storeSession();
    await start();
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      active: true,
      user: { id: 'u1', email: 'u1@example.se' },
      session: { access_token: 'token-u1', refresh_token: 'r1' },
      sessionId: SESSION_ID,
    });
    // …and asks the server at once whether that session is still live.
    await vi.waitFor(() =>
      expect(fake.invoke).toHaveBeenCalledWith('session-middleware', expect.anything()),
    );
  });

  it('opens an app session for a restored sign-in that has none', async () => {
    fake.getSession.mockResolvedValue({ data: { session: session() }, error: null });
    storeSession();
    await start();
    await vi.waitFor(() => expect(useAuthStore.getState().sessionId).toBe(SESSION_ID));
    expect(fake.rpc).toHaveBeenCalledWith('start_user_session', expect.any(Object));
  });

  it('a sign-out event clears user, session and the session id in state and storage', async () => {
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, SESSION_ID);
    fake.getSession.mockResolvedValue({ data: { session: session() }, error: null });
    storeSession();
    await start();
    emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, sessionId: null });
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBeNull();
  });

  it('a sign-out supabase-js made on its own (a refused refresh) is told with the expired toast', async () => {
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, SESSION_ID);
    fake.getSession.mockResolvedValue({ data: { session: session() }, error: null });
    storeSession();
    await start();
    emit('SIGNED_OUT', null);
    expect(fake.toast).toHaveBeenCalledWith(
      'Session expired',
      'Your session has expired. Please log in again.',
      'error',
    );
    fake.toast.mockClear();
    emit('SIGNED_OUT', null);
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('a sign-in event is logged and fills the store; follow-up calls wait outside the callback', async () => {
    await start();
    await connectAuth();
    emit('SIGNED_IN', session('u2'));
    expect(useAuthStore.getState().user?.id).toBe('u2');
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/\[security\].*signed_in/));
    // Awaiting a supabase call inside onAuthStateChange deadlocks supabase-js: nothing yet.
    expect(fake.rpc).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fake.rpc).toHaveBeenCalledTimes(1);
  });

  it('a token refresh updates the tokens without counting as user activity', async () => {
    fake.getSession.mockResolvedValue({ data: { session: session() }, error: null });
    storeSession();
    await start();
    useAuthStore.setState({ lastActivityAt: 1000 });
    emit('TOKEN_REFRESHED', { ...session(), access_token: 'token-new' });
    expect(useAuthStore.getState()).toMatchObject({
      lastActivityAt: 1000,
      session: { access_token: 'token-new' },
    });
  });

  it('when restoring fails, loading ends signed out and the error is only logged', async () => {
    fake.getSession.mockRejectedValue(new Error('storage blocked'));
    storeSession();
    await start();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
    expect(console.error).toHaveBeenCalled();
  });
});

describe('startAuth offline (issue 20): an expired token is not a signed-out user', () => {
  const network = new AuthRetryableFetchError('Failed to fetch', 0);
  /** What supabase-js persisted an hour ago: tokens, their expiry and the user. */
  const storeExpiredSession = () =>
    window.localStorage.setItem(
      authStorageKey(env.supabaseUrl),
      JSON.stringify({ ...session(), expires_at: Math.floor(Date.now() / 1000) - 600 }),
    );
  const activeMinutesAgo = (minutes: number) =>
    window.localStorage.setItem('slantis-last-activity', String(Date.now() - minutes * 60_000));

  it('opens the device’s data at once, before supabase-js has answered', () => {
    storeExpiredSession();
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    void start();
    return vi.waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({ loading: false, user: { id: 'u1' } }),
    );
  });

  it('stays signed in when the refresh cannot reach the server', async () => {
    storeExpiredSession();
    activeMinutesAgo(2);
    fake.getSession.mockResolvedValue({ data: { session: null }, error: network });
    await start();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: { id: 'u1' } });
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('refreshes the token when the network is back, then confirms the session', async () => {
    storeExpiredSession();
    fake.getSession.mockResolvedValue({ data: { session: null }, error: network });
    await start();
    fake.refreshSession.mockResolvedValue({
      data: { session: { ...session(), access_token: 'token-refreshed' } },
      error: null,
    });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(useAuthStore.getState().session?.access_token).toBe('token-refreshed'),
    );
    expect(useAuthStore.getState().user?.id).toBe('u1');
    await vi.waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('start_user_session', expect.anything()),
    );
  });

  it('ends the session when the server refuses the refresh, keeping nothing signed in', async () => {
    storeExpiredSession();
    fake.getSession.mockResolvedValue({ data: { session: null }, error: network });
    await start();
    fake.refreshSession.mockResolvedValue({
      data: { session: null },
      error: new AuthApiError(
        'Invalid Refresh Token: Token Revoked',
        400,
        'refresh_token_not_found',
      ),
    });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(window.localStorage.getItem(authStorageKey(env.supabaseUrl))).toBeNull();
  });

  it('a refused refresh at start ends the session too', async () => {
    storeExpiredSession();
    fake.getSession.mockResolvedValue({
      data: { session: null },
      error: new AuthApiError('Invalid Refresh Token', 400, 'refresh_token_not_found'),
    });
    await start();
    await vi.waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });

  it('the next day offline, the 10-minute rule has ended the session: no user, ever', async () => {
    storeExpiredSession();
    activeMinutesAgo(24 * 60);
    fake.getSession.mockResolvedValue({ data: { session: null }, error: network });
    const seen: (string | undefined)[] = [];
    const off = useAuthStore.subscribe((state) => seen.push(state.user?.id));
    await start();
    off();
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(authStorageKey(env.supabaseUrl))).toBeNull(),
    );
    expect(useAuthStore.getState().user).toBeNull();
    expect(seen).not.toContain('u1');
  });

  it('the next day with no network, it ends at once: no wait for supabase-js’s refresh attempts', async () => {
    storeExpiredSession();
    activeMinutesAgo(24 * 60);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fake.getSession.mockReturnValue(new Promise(() => undefined));
    await start();
    await vi.waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null }),
    );
    expect(fake.getSession).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(authStorageKey(env.supabaseUrl))).toBeNull();
  });
});
