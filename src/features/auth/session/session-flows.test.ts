import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';
import {
  resetAuthStore,
  SESSION_ID_STORAGE_KEY,
  setAuthSession,
  setSessionId,
  useAuthStore,
} from '@/stores/auth-store';

import { sendKeepAlive } from './keep-alive';
import { resetSessionToastsForTests } from './session-end';
import { manageSessionLifecycle, SESSION_TOASTS } from './session-lifecycle';
import { signInWithPassword } from './sign-in';
import { signOut } from './sign-out';

// The supabase-js client is replaced at its module boundary; the real client against the local
// stack is exercised end to end in tests/e2e/auth-*.spec.ts.
const fake = vi.hoisted(() => ({
  invoke: vi.fn(),
  update: vi.fn(),
  updateResult: vi.fn<() => { error: unknown }>(),
  signOut: vi.fn(),
  setSession: vi.fn(),
  rpc: vi.fn(),
  toast: vi.fn(),
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    functions: { invoke: fake.invoke },
    from: (table: string) => ({
      update: (values: unknown) => ({
        eq: (column: string, value: unknown) => {
          fake.update(table, values, column, value);
          return Promise.resolve(fake.updateResult());
        },
      }),
    }),
    auth: { signOut: fake.signOut, setSession: fake.setSession },
    rpc: fake.rpc,
  },
}));
// Connecting the auth listener is start-auth.test.ts's subject; here it hands over the client.
vi.mock('../start-auth', () => ({
  connectAuth: async () => (await import('@/lib/supabase')).supabase,
}));
vi.mock('@/components/toast', () => ({ showToast: fake.toast }));

const SESSION_ID = '5f1c1f0e-8a4b-4c3e-9c1d-2b7a6e4d9f10';
const tokens = { access_token: 'a.b.c', refresh_token: 'r1' };
const user = { id: 'u1', email: 'elsa@example.se' };
const httpError = (status: number, body: unknown) => ({
  name: 'FunctionsHttpError',
  context: new Response(JSON.stringify(body), { status }),
});

function signedIn() {
  setSessionId(SESSION_ID);
  setAuthSession(user, tokens);
}

beforeEach(() => {
  resetSessionToastsForTests();
  resetAuthStore();
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fake.signOut.mockResolvedValue({ error: null });
  fake.setSession.mockResolvedValue({ data: {}, error: null });
  fake.updateResult.mockReturnValue({ error: null });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('signInWithPassword (auth-proxy)', () => {
  it('stores the session id, then hands the session to supabase-js', async () => {
    fake.invoke.mockResolvedValue({
      data: { session: tokens, session_id: SESSION_ID },
      error: null,
    });
    expect(await signInWithPassword(' elsa@example.se ', 'Hemligt1')).toEqual({ error: null });
    expect(fake.invoke).toHaveBeenCalledWith('auth-proxy', {
      body: { email: 'elsa@example.se', password: 'Hemligt1' },
    });
    expect(fake.setSession).toHaveBeenCalledWith(tokens);
    expect(useAuthStore.getState().sessionId).toBe(SESSION_ID);
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe(SESSION_ID);
  });

  it.each([
    [
      400,
      'Invalid login credentials',
      'Felaktiga inloggningsuppgifter. Kontrollera din e-post och lösenord.',
    ],
    [400, 'Email not confirmed', 'E-postadressen är inte bekräftad. Kontrollera din inkorg.'],
    [429, 'Too many requests', 'För många inloggningsförsök. Försök igen senare.'],
    [502, 'Login failed', 'Ett oväntat fel inträffade. Försök igen.'],
  ])('maps a %i {error: %j} answer to Swedish', async (status, error, expected) => {
    fake.invoke.mockResolvedValue({ data: null, error: httpError(status, { error }) });
    expect(await signInWithPassword('elsa@example.se', 'fel-lösen')).toEqual({ error: expected });
    expect(fake.setSession).not.toHaveBeenCalled();
    expect(useAuthStore.getState().sessionId).toBeNull();
  });

  it('reads an error field in a success body as the login error', async () => {
    fake.invoke.mockResolvedValue({ data: { error: 'Invalid login credentials' }, error: null });
    expect((await signInWithPassword('a@b.se', 'x'.repeat(8))).error).toMatch(/^Felaktiga/);
  });

  it('shows the unexpected-error text when the function cannot be reached or throws', async () => {
    fake.invoke.mockResolvedValueOnce({ data: null, error: { name: 'FunctionsFetchError' } });
    expect((await signInWithPassword('a@b.se', 'Hemligt1')).error).toBe(
      'Ett oväntat fel inträffade. Försök igen.',
    );
    fake.invoke.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await signInWithPassword('a@b.se', 'Hemligt1')).error).toBe(
      'Ett oväntat fel inträffade. Försök igen.',
    );
  });

  it('says so when the device is offline, without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await signInWithPassword('a@b.se', 'Hemligt1')).error).toMatch(/offline/);
    expect(fake.invoke).not.toHaveBeenCalled();
  });
});

describe('sendKeepAlive (session-middleware)', () => {
  it('posts the session id with the access token as bearer', async () => {
    signedIn();
    fake.invoke.mockResolvedValue({ data: { ok: true }, error: null });
    expect(await sendKeepAlive()).toBe('alive');
    expect(fake.invoke).toHaveBeenCalledWith('session-middleware', {
      body: { session_id: SESSION_ID },
      headers: { Authorization: 'Bearer a.b.c' },
    });
  });

  it.each([
    [401, 'SESSION_EXPIRED', 'ended'],
    [404, 'SESSION_NOT_FOUND', 'ended'],
    [401, 'UNAUTHORIZED', 'failed'],
    [500, 'INTERNAL', 'failed'],
  ])('a %i %s answer is %s', async (status, code, expected) => {
    signedIn();
    fake.invoke.mockResolvedValue({ data: null, error: httpError(status, { code }) });
    expect(await sendKeepAlive()).toBe(expected);
  });

  it('only logs a network failure', async () => {
    signedIn();
    fake.invoke.mockResolvedValue({ data: null, error: { name: 'FunctionsFetchError' } });
    expect(await sendKeepAlive()).toBe('failed');
  });

  it('does nothing while signed out', async () => {
    expect(await sendKeepAlive()).toBe('skipped');
    expect(fake.invoke).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  it('deactivates the app session, signs out on this device and clears the store', async () => {
    signedIn();
    await signOut();
    expect(fake.update).toHaveBeenCalledWith(
      'user_sessions',
      { active: false, ended_reason: 'logout' },
      'session_id',
      SESSION_ID,
    );
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, sessionId: null });
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBeNull();
  });

  it('still signs out when deactivating the session fails (only logged)', async () => {
    signedIn();
    fake.updateResult.mockReturnValue({ error: { message: 'offline' } });
    await signOut();
    expect(fake.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('forgets the stored session when Supabase cannot be reached', async () => {
    signedIn();
    window.localStorage.setItem(authStorageKey(env.supabaseUrl), '{"access_token":"a.b.c"}');
    fake.signOut.mockResolvedValue({ error: { name: 'AuthRetryableFetchError' } });
    await signOut();
    expect(window.localStorage.getItem(authStorageKey(env.supabaseUrl))).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('does not re-end a session the server already ended', async () => {
    signedIn();
    await signOut('expired');
    expect(fake.update).not.toHaveBeenCalled();
    expect(useAuthStore.getState().sessionId).toBeNull();
  });

  it('runs once when inactivity and keep-alive end the session together', async () => {
    signedIn();
    await Promise.all([signOut('inactivity'), signOut('expired')]);
    expect(fake.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('session lifecycle', () => {
  it('logs out after 10 idle minutes with the inactivity toast', async () => {
    vi.useFakeTimers();
    const stop = manageSessionLifecycle();
    signedIn();
    fake.invoke.mockResolvedValue({ data: { ok: true }, error: null });
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 30_000);
    expect(useAuthStore.getState().user).toBeNull();
    expect(fake.update).toHaveBeenCalledWith(
      'user_sessions',
      { active: false, ended_reason: 'inactivity' },
      'session_id',
      SESSION_ID,
    );
    expect(fake.toast).toHaveBeenCalledWith(
      SESSION_TOASTS.inactivity.title,
      'You have been logged out due to inactivity.',
      'error',
    );
    stop();
  });

  it('logs out when the keep-alive says the session expired', async () => {
    vi.useFakeTimers();
    const stop = manageSessionLifecycle();
    signedIn();
    fake.invoke.mockResolvedValue({
      data: null,
      error: httpError(401, { code: 'SESSION_EXPIRED' }),
    });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(useAuthStore.getState().user).toBeNull();
    expect(fake.toast).toHaveBeenCalledWith(
      'Session expired',
      'Your session has expired. Please log in again.',
      'error',
    );
    stop();
  });

  it('runs nothing while signed out', async () => {
    vi.useFakeTimers();
    const stop = manageSessionLifecycle();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(fake.invoke).not.toHaveBeenCalled();
    expect(fake.toast).not.toHaveBeenCalled();
    stop();
  });
});

describe('one ending, one toast', () => {
  it('a keep-alive answering "expired" during an inactivity logout adds no second toast', async () => {
    vi.useFakeTimers();
    const stop = manageSessionLifecycle();
    signedIn();
    let answer: (value: unknown) => void = () => undefined;
    fake.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let finish: (value: unknown) => void = () => undefined;
    fake.signOut.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 30_000);
    answer({ data: null, error: httpError(401, { code: 'SESSION_EXPIRED' }) });
    await vi.advanceTimersByTimeAsync(0);
    finish({ error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.signOut).toHaveBeenCalledTimes(1);
    expect(fake.toast).toHaveBeenCalledTimes(1);
    expect(fake.toast).toHaveBeenCalledWith(
      'Session expired',
      'You have been logged out due to inactivity.',
      'error',
    );
    stop();
  });
});
