import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetAuthStore, setAuthSession } from '@/stores/auth-store';
import { resetSyncState, setSyncState } from '@/stores/sync-store';

import { whenFirstVisitSettled } from './first-visit-settled';

const elsa = { id: 'u1', email: 'elsa@example.com' };
const session = { access_token: 'a', refresh_token: 'r' };

/** Whether the promise has settled after the pending microtasks ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
  resetAuthStore();
  resetSyncState();
});

describe('whenFirstVisitSettled', () => {
  it('settles for a visitor as soon as the page has loaded and auth is known', async () => {
    vi.useFakeTimers();
    setAuthSession(null, null);
    expect(await isSettled(whenFirstVisitSettled(window, 20_000))).toBe(true);
  });

  it('waits for auth to restore the stored session before deciding', async () => {
    vi.useFakeTimers();
    resetAuthStore(); // loading
    const settled = whenFirstVisitSettled(window, 20_000);
    expect(await isSettled(settled)).toBe(false);
    setAuthSession(null, null);
    expect(await isSettled(settled)).toBe(true);
  });

  it('for a signed-in user, waits until the first sync run has finished', async () => {
    vi.useFakeTimers();
    setAuthSession(elsa, session);
    const settled = whenFirstVisitSettled(window, 20_000);
    expect(await isSettled(settled)).toBe(false); // idle, not synced yet: the run has not begun
    setSyncState({ status: 'syncing' });
    expect(await isSettled(settled)).toBe(false);
    setSyncState({ status: 'idle', lastSyncAt: Date.now() });
    expect(await isSettled(settled)).toBe(true);
  });

  it('also when the first run ends offline or refused', async () => {
    vi.useFakeTimers();
    setAuthSession(elsa, session);
    const settled = whenFirstVisitSettled(window, 20_000);
    setSyncState({ status: 'syncing' });
    setSyncState({ status: 'offline' });
    expect(await isSettled(settled)).toBe(true);
  });

  it('stops waiting for a sync that takes longer than the limit', async () => {
    vi.useFakeTimers();
    setAuthSession(elsa, session);
    setSyncState({ status: 'syncing' });
    const settled = whenFirstVisitSettled(window, 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
  });
});
