import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetSyncState, useSyncStore } from '@/stores/sync-store';
import { FakeServer, FakeTransport } from '@/testing/sync-fake-server';
import { freshDbName, openDb } from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { addTransaction, updateTransaction } from '../repos/transactions';
import {
  backoffDelay,
  IDLE_INTERVAL_MS,
  PENDING_INTERVAL_MS,
  requestBackgroundSync,
  startSync,
  SYNC_MESSAGE,
  type SyncEnvironment,
  type SyncHandle,
  type Timers,
} from './scheduler';
import { TransportError } from './transport';

const userId = crypto.randomUUID();
let db: SlantisDb;
let transport: FakeTransport;
let handle: SyncHandle | null;
let env: SyncEnvironment & {
  window: EventTarget;
  document: EventTarget & { visibilityState: DocumentVisibilityState };
};
let worker: EventTarget;

/** Timers the test moves by hand (fake-indexeddb needs the real ones). */
class ManualTimers implements Timers {
  now = 0;
  private next = 1;
  readonly pending = new Map<number, { at: number; ms: number; callback: () => void }>();
  setTimeout = (callback: () => void, ms: number) => {
    this.pending.set(this.next, { at: this.now + ms, ms, callback });
    return this.next++;
  };
  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };
  /** The delays of the timers still set. */
  delays = () => [...this.pending.values()].map((timer) => timer.ms);
  advance(ms: number) {
    this.now += ms;
    for (const [handle, timer] of [...this.pending]) {
      if (timer.at > this.now) continue;
      this.pending.delete(handle);
      timer.callback();
    }
  }
}

let timers: ManualTimers;
const pushes = () => vi.spyOn(transport, 'push');
const start = (extra: Partial<Parameters<typeof startSync>[0]> = {}) =>
  (handle = startSync({ db, userId, transport, env, timers, random: () => 0.5, ...extra }));

const visibleState: DocumentVisibilityState = 'visible';

beforeEach(() => {
  timers = new ManualTimers();
  resetSyncState();
  db = openDb(freshDbName('sched'));
  transport = new FakeTransport(new FakeServer(), userId);
  worker = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: visibleState,
  });
  env = {
    window: new EventTarget(),
    document: doc,
    navigator: { onLine: true, serviceWorker: worker as unknown as ServiceWorkerContainer },
  };
  handle = null;
});

afterEach(() => {
  handle?.stop();
});

const expense = () =>
  addTransaction(db, userId, {
    type: 'expense',
    category: 'food',
    description: 'Glass',
    amountOre: 2_500,
  });

describe('startSync', () => {
  it('syncs at start and mirrors the result in the store', async () => {
    await expense();
    expect(useSyncStore.getState().pendingCount).toBe(0); // no scheduler yet
    start();
    await vi.waitFor(() => expect(useSyncStore.getState().lastSyncAt).not.toBeNull());
    expect(useSyncStore.getState()).toMatchObject({
      status: 'idle',
      pendingCount: 0,
      deadLetterCount: 0,
      oldestPendingAt: null,
      lastError: null,
    });
  });

  it('counts a local write at once and syncs about a second later', async () => {
    start();
    await handle!.syncNow();
    const push = pushes();
    await expense();
    // The purchase only: its XP is provisional and never queued (issue 19).
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(1));
    expect(useSyncStore.getState().oldestPendingAt).not.toBeNull();
    timers.advance(900);
    expect(push).not.toHaveBeenCalled();
    timers.advance(200);
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('backs off with full jitter while offline and starts over when the network returns', async () => {
    transport.offline = true;
    await expense();
    start();
    await vi.waitFor(() => expect(timers.delays()).toEqual([500]));
    expect(useSyncStore.getState().status).toBe('offline');
    timers.advance(500);
    await vi.waitFor(() => expect(timers.delays()).toEqual([1_000]));
    expect(useSyncStore.getState().lastError).toMatch(/Ingen anslutning/);

    transport.offline = false;
    env.window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSyncStore.getState().status).toBe('idle'));
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
    expect(timers.delays()).toEqual([IDLE_INTERVAL_MS]);
  });

  /** Fails `rounds` runs in a row (the network is down, the browser doesn't know) to grow the backoff. */
  async function backOff(rounds: number) {
    transport.offline = true;
    await expense();
    start();
    let delay = 500;
    await vi.waitFor(() => expect(timers.delays()).toEqual([delay]));
    for (let round = 1; round < rounds; round++) {
      timers.advance(delay);
      delay *= 2;
      await vi.waitFor(() => expect(timers.delays()).toEqual([delay]));
    }
    return delay;
  }

  it('drops a long backoff when the network returns and pushes within a tick (issue 38)', async () => {
    expect(await backOff(6)).toBe(16_000);
    const push = pushes();
    transport.offline = false;
    env.window.dispatchEvent(new Event('online'));
    // No timer moves: the attempt is made at once, not when the sleeping retry wakes.
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
    expect(timers.delays()).toEqual([IDLE_INTERVAL_MS]);
  });

  it.each([
    ['becoming visible', () => env.document.dispatchEvent(new Event('visibilitychange'))],
    ['window focus', () => env.window.dispatchEvent(new Event('focus'))],
    ['pageshow', () => env.window.dispatchEvent(new Event('pageshow'))],
  ])('tries at once on %s and starts the backoff over (issue 38)', async (_, returnToApp) => {
    expect(await backOff(5)).toBe(8_000);
    const push = pushes();
    returnToApp();
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    // Still failing: the next try is the first step of the backoff again, not the sixth.
    await vi.waitFor(() => expect(timers.delays()).toEqual([500]));

    transport.offline = false;
    returnToApp();
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('does not grow the backoff with attempts made while the browser is offline (issue 38)', async () => {
    env.navigator.onLine = false;
    transport.offline = true;
    await expense();
    start();
    // Offline: no backoff to grow, a slow safety-net try; the online event brings the real one.
    await vi.waitFor(() => expect(timers.delays()).toEqual([PENDING_INTERVAL_MS]));
    expect(useSyncStore.getState().status).toBe('offline');
    for (let round = 0; round < 5; round++) {
      timers.advance(PENDING_INTERVAL_MS);
      await vi.waitFor(() => expect(useSyncStore.getState().status).toBe('syncing'));
      await vi.waitFor(() => expect(timers.delays()).toEqual([PENDING_INTERVAL_MS]));
    }
    // Back on a network whose server still fails: the backoff starts at its first step.
    env.navigator.onLine = true;
    transport.faults = ['server-error'];
    transport.offline = false;
    const push = pushes();
    timers.advance(PENDING_INTERVAL_MS);
    await vi.waitFor(() => expect(timers.delays()).toEqual([500]));
    expect(push).toHaveBeenCalledTimes(1);
    timers.advance(500);
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
  });

  it('does not count a network failure that finds the browser offline (the network went mid-run)', async () => {
    await expense();
    vi.spyOn(transport, 'push').mockImplementationOnce(() => {
      env.navigator.onLine = false; // the connection drops while the request is under way
      return Promise.reject(new TransportError('network', 'Failed to fetch'));
    });
    start();
    await vi.waitFor(() => expect(timers.delays()).toEqual([PENDING_INTERVAL_MS]));
    env.navigator.onLine = true;
    env.window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSyncStore.getState().pendingCount).toBe(0));
  });

  it('honours Retry-After from a rate limit', async () => {
    vi.spyOn(transport, 'pull').mockRejectedValueOnce(
      new TransportError('rate_limited', '429', 7_000),
    );
    start();
    await vi.waitFor(() => expect(timers.delays()).toEqual([7_000]));
    expect(useSyncStore.getState().status).toBe('error');
  });

  it('pauses when the session cannot be refreshed, and sets no retry timer', async () => {
    transport.sessionValid = false;
    transport.refreshWorks = false;
    start();
    await vi.waitFor(() => expect(useSyncStore.getState().status).toBe('paused'));
    expect(useSyncStore.getState().lastError).toMatch(/Logga in igen/);
    await vi.waitFor(() => expect(useSyncStore.getState().lastSyncAt).toBeNull());
    expect(timers.delays()).toEqual([]);
  });

  it('runs on becoming visible, on pageshow and on the service worker message', async () => {
    start();
    await handle!.syncNow();
    const pull = vi.spyOn(transport, 'pull');
    env.document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(pull).toHaveBeenCalledTimes(8));
    env.window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(pull).toHaveBeenCalledTimes(16));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: SYNC_MESSAGE } }));
    await vi.waitFor(() => expect(pull).toHaveBeenCalledTimes(24));
  });

  it('polls every minute while changes wait, every five minutes otherwise', async () => {
    start();
    await handle!.syncNow();
    const pull = vi.spyOn(transport, 'pull');
    expect(timers.delays()).toEqual([IDLE_INTERVAL_MS]);
    timers.advance(PENDING_INTERVAL_MS);
    expect(pull).not.toHaveBeenCalled();
    timers.advance(IDLE_INTERVAL_MS - PENDING_INTERVAL_MS);
    await vi.waitFor(() => expect(pull).toHaveBeenCalledTimes(8));

    const row = await expense();
    transport.server.rejectIf = (op) =>
      op.id === row.id ? { code: 'amount_out_of_range', sqlstate: '23514' } : undefined;
    await handle!.syncNow();
    await updateTransaction(db, row.id, { amountOre: 3_000 }); // held behind the dead letter
    await handle!.syncNow();
    expect(useSyncStore.getState()).toMatchObject({ pendingCount: 1, deadLetterCount: 1 });
    expect(timers.delays()).toContain(PENDING_INTERVAL_MS);
  });

  it('runs one sync at a time across tabs (Web Locks, ifAvailable)', async () => {
    let held = false;
    const request = vi.fn(
      async (
        _name: string,
        _options: LockOptions,
        callback: (lock: Lock | null) => Promise<unknown>,
      ) => {
        if (held) return callback(null);
        held = true;
        try {
          return await callback({ name: 'slantis-sync', mode: 'exclusive' });
        } finally {
          held = false;
        }
      },
    );
    env.navigator.locks = { request } as unknown as LockManager;
    const push = pushes();
    await expense();
    const other = startSync({ db, userId, transport, env, timers, random: () => 0.5 });
    start();
    await vi.waitFor(() => expect(push).toHaveBeenCalled());
    await Promise.all([other.syncNow(), handle!.syncNow()]);
    other.stop();
    expect(push).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(0);
    expect(request).toHaveBeenCalledWith(
      'slantis-sync',
      { ifAvailable: true },
      expect.any(Function),
    );
  });

  it('stops listening after stop()', async () => {
    start();
    await handle!.syncNow();
    handle!.stop();
    const pull = vi.spyOn(transport, 'pull');
    env.window.dispatchEvent(new Event('online'));
    timers.advance(IDLE_INTERVAL_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pull).not.toHaveBeenCalled();
  });
});

describe('backoffDelay', () => {
  it.each([
    [0, 1, 1_000],
    [3, 1, 8_000],
    [20, 1, 300_000],
    [5, 0, 0],
  ])('attempt %i with random %f waits under %i ms', (attempts, random, cap) => {
    expect(backoffDelay(attempts, () => random * 0.999_999)).toBeLessThan(cap + 1);
    expect(backoffDelay(attempts, () => random * 0.999_999)).toBeGreaterThanOrEqual(
      Math.floor(cap * 0.99),
    );
  });
});

describe('requestBackgroundSync', () => {
  it('registers the sync tag where Background Sync exists', async () => {
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('SyncManager', class {});
    await requestBackgroundSync({
      serviceWorker: { ready: Promise.resolve({ sync: { register } }) } as never,
    });
    expect(register).toHaveBeenCalledWith('slantis-sync');
    vi.unstubAllGlobals();
  });

  it('does nothing without it', async () => {
    const register = vi.fn();
    await requestBackgroundSync({
      serviceWorker: { ready: Promise.resolve({ sync: { register } }) } as never,
    });
    await requestBackgroundSync({});
    expect(register).not.toHaveBeenCalled();
  });
});
