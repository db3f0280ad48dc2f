import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import { resetAuthStore, SESSION_ID_STORAGE_KEY, useAuthStore } from '@/stores/auth-store';

import { connectAuth, resetAuthConnectionForTests, startAuth, warmUpAuth } from './start-auth';

// Auth store transitions of spec §3/§4, driven by a stand-in for supabase-js's auth events.
type Listener = (event: string, session: unknown) => void;
const fake = vi.hoisted(() => ({
  listeners: [] as Listener[],
  getSession: vi.fn(),
  invoke: vi.fn(),
  rpc: vi.fn(),
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: fake.getSession,
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
    await vi.waitFor(() => expect(fake.getSession).toHaveBeenCalled());
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
