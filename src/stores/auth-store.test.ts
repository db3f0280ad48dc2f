import { beforeEach, describe, expect, it } from 'vitest';

import {
  resetAuthStore,
  SESSION_ID_STORAGE_KEY,
  setAuthSession,
  setSessionId,
  useAuthStore,
  whenAuthReady,
} from './auth-store';

const user = { id: '00000000-0000-4000-8000-000000000001', email: 'elsa@example.se' };
const session = { access_token: 'a.b.c', refresh_token: 'r1' };

describe('auth store', () => {
  beforeEach(() => resetAuthStore());

  it('starts loading with nobody signed in', () => {
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ user: null, session: null, sessionId: null, loading: true });
  });

  it('whenAuthReady waits for loading to end and yields the state', async () => {
    let settled = false;
    const ready = whenAuthReady().then((state) => {
      settled = true;
      return state;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    setAuthSession(user, session);
    await expect(ready).resolves.toMatchObject({ user, session, loading: false, active: true });
  });

  it('whenAuthReady resolves at once when already loaded', async () => {
    setAuthSession(null, null);
    await expect(whenAuthReady()).resolves.toMatchObject({ user: null, loading: false });
  });

  it('mirrors the session id in localStorage and clears it', () => {
    setSessionId('sess-1');
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe('sess-1');
    expect(useAuthStore.getState().sessionId).toBe('sess-1');
    setSessionId(null);
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().sessionId).toBeNull();
  });
});
