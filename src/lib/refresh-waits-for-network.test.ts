import { AuthClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';

import { refreshWaitsForNetwork } from './refresh-waits-for-network';

const AUTH = 'http://127.0.0.1:54321/auth/v1';
const REFRESH = `${AUTH}/token?grant_type=refresh_token`;
const href = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

function device(onLine: boolean) {
  const window = new EventTarget();
  const navigator = { onLine };
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    if (navigator.onLine === false) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ url: href(input) }));
  });
  const goOnline = () => {
    navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
  };
  return { window, navigator, fetch, goOnline };
}

describe('refreshWaitsForNetwork', () => {
  it('passes every request through while online', async () => {
    const env = device(true);
    const wrapped = refreshWaitsForNetwork(env);
    await wrapped(REFRESH, { method: 'POST' });
    await wrapped(`http://127.0.0.1:54321/rest/v1/transactions?select=*`);
    expect(env.fetch).toHaveBeenCalledTimes(2);
  });

  it('holds a token refresh while offline and sends it the moment the network returns', async () => {
    const env = device(false);
    const wrapped = refreshWaitsForNetwork(env);
    let answered = false;
    const refresh = wrapped(REFRESH, { method: 'POST' }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(env.fetch).not.toHaveBeenCalled();
    expect(answered).toBe(false);

    env.goOnline();
    expect((await refresh).ok).toBe(true);
    expect(env.fetch).toHaveBeenCalledTimes(1);
  });

  it('lets other requests fail at once while offline', async () => {
    const env = device(false);
    const wrapped = refreshWaitsForNetwork(env);
    await expect(wrapped(`http://127.0.0.1:54321/rest/v1/rpc/push_ops`)).rejects.toThrow(TypeError);
    await expect(wrapped(`${AUTH}/token?grant_type=password`)).rejects.toThrow(TypeError);
  });
});

/** A session whose access token expired a minute ago, as the device stored it. */
function expiredSession() {
  const exp = Math.floor(Date.now() / 1000) - 60;
  const payload = btoa(JSON.stringify({ sub: 'u1', exp, session_id: 's1' }));
  return {
    access_token: `e30.${payload}.sig`,
    refresh_token: 'old-refresh',
    expires_at: exp,
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: 'u1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
  };
}

function authClient(fetch: typeof globalThis.fetch) {
  const stored = new Map([['sb-test', JSON.stringify(expiredSession())]]);
  return new AuthClient({
    url: AUTH,
    storageKey: 'sb-test',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    fetch,
  });
}

/** The token endpoint of a device that is offline until goOnline(). */
function tokenEndpoint(env: ReturnType<typeof device>) {
  return vi.fn<typeof globalThis.fetch>((input) => {
    if (env.navigator.onLine === false) return Promise.reject(new TypeError('Failed to fetch'));
    expect(href(input)).toBe(REFRESH);
    const fresh = { ...expiredSession(), refresh_token: 'new-refresh' };
    fresh.expires_at = Math.floor(Date.now() / 1000) + 3600;
    return Promise.resolve(Response.json(fresh));
  });
}

describe('supabase-js without it (the cause of issue 38)', () => {
  it('answers a refresh that failed offline from its cache for a minute after the network returns', async () => {
    vi.useFakeTimers();
    try {
      const env = device(false);
      const tokens = tokenEndpoint(env);
      const auth = authClient(tokens);
      const offline = auth.getSession();
      await vi.advanceTimersByTimeAsync(30_000); // its retries: 200, 400 … 12 800 ms of sleep
      expect((await offline).data.session).toBeNull();
      const tries = tokens.mock.calls.length;
      expect(tries).toBeGreaterThan(5);

      env.goOnline();
      const { data, error } = await auth.refreshSession();
      expect(data.session).toBeNull();
      expect(error?.message).toMatch(/Failed to fetch/);
      expect(tokens).toHaveBeenCalledTimes(tries); // not even asked
      await vi.advanceTimersByTimeAsync(60_000);
      expect((await auth.refreshSession()).data.session?.refresh_token).toBe('new-refresh');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('supabase-js with it', () => {
  it('a refresh asked for offline goes out once, at once, when the network returns (no retry sleeps, no 60 s cooldown)', async () => {
    const env = device(false);
    const tokens = tokenEndpoint(env);
    const auth = authClient(refreshWaitsForNetwork({ ...env, fetch: tokens }));
    const asked = auth.getSession();
    const again = auth.getSession();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tokens).not.toHaveBeenCalled();

    const backAt = Date.now();
    env.goOnline();
    const [{ data: first }, { data: second }] = await Promise.all([asked, again]);
    expect(Date.now() - backAt).toBeLessThan(1_000);
    expect(first.session?.refresh_token).toBe('new-refresh');
    expect(second.session?.refresh_token).toBe('new-refresh');
    expect(tokens).toHaveBeenCalledTimes(1);
  });
});
