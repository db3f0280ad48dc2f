import { whenAuthReady } from '@/stores/auth-store';
import { useSyncStore, type SyncState } from '@/stores/sync-store';

/** The longest the page waits for a signed-in user's first sync before it stops waiting. */
export const SETTLE_LIMIT_MS = 20_000;

function whenLoaded(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/** The first sync run of this page has ended: it finished, or found itself offline or refused. */
const firstSyncEnded = (state: SyncState) =>
  state.status !== 'syncing' && (state.lastSyncAt !== null || state.status !== 'idle');

function whenFirstSyncEnded(win: Window, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      win.clearTimeout(timer);
      resolve();
    };
    const unsubscribe = useSyncStore.subscribe((state) => {
      if (firstSyncEnded(state)) done();
    });
    const timer = win.setTimeout(done, limitMs);
    if (firstSyncEnded(useSyncStore.getState())) done();
  });
}

/**
 * Resolves once the page has loaded and, for a signed-in user, the first sync run has ended (at
 * most SETTLE_LIMIT_MS later). Work that can wait, like the service worker's precache of every
 * chunk, starts then instead of competing with a first visit's rendering and first pull for the
 * network, the CPU and the browser's storage.
 */
export async function whenFirstVisitSettled(
  win: Window = window,
  limitMs: number = SETTLE_LIMIT_MS,
): Promise<void> {
  await whenLoaded(win);
  const auth = await whenAuthReady();
  if (auth.user) await whenFirstSyncEnded(win, limitMs);
}
