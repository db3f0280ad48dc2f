import { setSyncState } from '@/stores/sync-store';

import type { SlantisDb } from '../db';
import { onLocalWrite } from '../signals';
import { syncCopy } from './copy';
import { syncOnce } from './engine';
import { describeFailure, publishCounts } from './status';
import { isTransportError, TransportError, type SyncTransport } from './transport';

export const SYNC_LOCK = 'slantis-sync';
export const SYNC_TAG = 'slantis-sync';
export const SYNC_MESSAGE = 'SLANTIS_SYNC';
export const WRITE_DEBOUNCE_MS = 1_000;
export const PENDING_INTERVAL_MS = 60_000;
export const IDLE_INTERVAL_MS = 5 * 60_000;
export const MAX_BACKOFF_MS = 5 * 60_000;
const BASE_BACKOFF_MS = 1_000;

type Handle = unknown;
export type Timers = {
  setTimeout(callback: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
};

/** The browser surface the scheduler listens to; tests pass their own. */
export type SyncEnvironment = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  navigator: {
    onLine?: boolean;
    locks?: Pick<LockManager, 'request'>;
    serviceWorker?: Pick<
      ServiceWorkerContainer,
      'addEventListener' | 'removeEventListener' | 'ready'
    >;
  };
};

export type SchedulerOptions = {
  db: SlantisDb;
  userId: string;
  transport: SyncTransport;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
  env?: SyncEnvironment;
};

export type SyncHandle = { stop(): void; syncNow(): Promise<void> };

/** Full jitter: a random wait in [0, min(5 min, 1 s × 2^attempts)). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempts));
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Single flight without Web Locks: one run per tab at a time. */
let runningInThisTab = false;

async function exclusively(env: SyncEnvironment, run: () => Promise<void>): Promise<boolean> {
  const locks = env.navigator.locks;
  if (locks) {
    return locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await run();
      return true;
    });
  }
  if (runningInThisTab) return false;
  runningInThisTab = true;
  try {
    await run();
    return true;
  } finally {
    runningInThisTab = false;
  }
}

type Outcome =
  | { kind: 'ok' | 'paused' | 'busy' }
  /** `offline`: made while the browser said it was offline, or failed on the network once it did. */
  | { kind: 'failed'; retryAfterMs?: number; offline: boolean };

/**
 * Runs sync for the signed-in user whenever it may help: at start, when the network returns,
 * when the user returns to the app (visible again, window focus, `pageshow`), ~1 s after a local
 * write, on a timer, on request and on the service worker's wake-up message. Failures back off
 * with full jitter. The network's return and the user's return try at once and start the backoff
 * over (issue 38); attempts made while the browser is offline do not grow it: the `online` event
 * brings the next try (a slow timer too, in case it never fires).
 */
export function startSync(options: SchedulerOptions): SyncHandle {
  const { db, userId, transport } = options;
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const env = options.env ?? { window, document, navigator };
  let stopped = false;
  let attempts = 0;
  let running: Promise<void> | null = null;
  let again = false;

  const visible = () => env.document.visibilityState !== 'hidden';
  const handles = new Map<'timer' | 'debounce', Handle>();
  const clear = (slot: 'timer' | 'debounce') => {
    if (handles.has(slot)) timers.clearTimeout(handles.get(slot));
    handles.delete(slot);
  };
  const after = (slot: 'timer' | 'debounce', ms: number, callback: () => void) => {
    clear(slot);
    if (stopped) return;
    const handle = timers.setTimeout(() => {
      handles.delete(slot);
      callback();
    }, ms);
    handles.set(slot, handle);
  };
  const schedule = (ms: number) => after('timer', ms, onTimer);

  async function runOnce(): Promise<Outcome> {
    let outcome: Outcome = { kind: 'busy' };
    const offline = () => env.navigator.onLine === false;
    const offlineAtStart = offline();
    await exclusively(env, async () => {
      setSyncState({ status: 'syncing' });
      try {
        await syncOnce({ db, userId, transport, now, random });
        if (stopped) return;
        setSyncState({ status: 'idle', lastSyncAt: now(), lastError: null });
        outcome = { kind: 'ok' };
      } catch (error) {
        // Stopped mid-run (sign-out closed the database): nothing to report to anyone.
        if (stopped) return;
        if (!(error instanceof TransportError)) console.error('sync failed', error);
        setSyncState(describeFailure(error));
        outcome =
          error instanceof TransportError && error.kind === 'unauthorized'
            ? { kind: 'paused' }
            : {
                kind: 'failed',
                retryAfterMs: (error as Partial<TransportError>).retryAfterMs,
                offline: offlineAtStart || (isTransportError(error, 'network') && offline()),
              };
      }
    });
    return outcome;
  }

  async function afterRun(outcome: Outcome) {
    if (stopped) return;
    const pending = await publishCounts(db).catch(() => 0);
    if (stopped) return;
    if (outcome.kind === 'failed' && outcome.offline) {
      schedule(PENDING_INTERVAL_MS);
      return;
    }
    if (outcome.kind === 'failed') {
      schedule(outcome.retryAfterMs ?? backoffDelay(attempts, random));
      attempts++;
      return;
    }
    if (outcome.kind === 'paused') {
      clear('timer');
      return;
    }
    if (outcome.kind === 'ok') attempts = 0;
    if (visible()) schedule(pending > 0 ? PENDING_INTERVAL_MS : IDLE_INTERVAL_MS);
  }

  function trigger(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await afterRun(await runOnce());
      } while (again && !stopped);
    })()
      .catch((error: unknown) => {
        if (!stopped) console.error('sync scheduler failed', error);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function onTimer() {
    if (visible() || attempts > 0) void trigger();
  }

  /** The network or the user is back: drop the sleeping retry, start the backoff over, try now. */
  const resume = () => {
    attempts = 0;
    clear('timer');
    void trigger();
  };
  const onOnline = resume;
  const onOffline = () => setSyncState({ status: 'offline', lastError: syncCopy.offline });
  const onVisible = () => {
    if (visible()) resume();
  };
  const onReturn = resume;
  const onWorkerMessage = (event: Event) => {
    if ((event as MessageEvent<{ type?: string } | null>).data?.type === SYNC_MESSAGE) {
      void trigger();
    }
  };
  const offWrite = onLocalWrite(() => {
    void publishCounts(db).catch(() => undefined);
    if (env.navigator.onLine === false) void requestBackgroundSync(env.navigator);
    if (attempts > 0) return; // backing off: the retry timer is already set
    after('debounce', WRITE_DEBOUNCE_MS, () => void trigger());
  });

  env.window.addEventListener('online', onOnline);
  env.window.addEventListener('offline', onOffline);
  env.window.addEventListener('pageshow', onReturn);
  env.window.addEventListener('focus', onReturn);
  env.document.addEventListener('visibilitychange', onVisible);
  env.navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void trigger();

  return {
    stop() {
      stopped = true;
      clear('timer');
      clear('debounce');
      offWrite();
      env.window.removeEventListener('online', onOnline);
      env.window.removeEventListener('offline', onOffline);
      env.window.removeEventListener('pageshow', onReturn);
      env.window.removeEventListener('focus', onReturn);
      env.document.removeEventListener('visibilitychange', onVisible);
      env.navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    },
    syncNow() {
      attempts = 0;
      return trigger();
    },
  };
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/**
 * Asks the browser to wake the service worker when the network returns (Background Sync, in
 * Chromium only; a no-op elsewhere). Call it after a local write while offline.
 */
export async function requestBackgroundSync(
  nav: { serviceWorker?: Pick<ServiceWorkerContainer, 'ready'> } = navigator,
): Promise<void> {
  if (!nav.serviceWorker || !('SyncManager' in globalThis)) return;
  try {
    const registration = (await nav.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is a bonus; the other triggers still run the sync.
  }
}
