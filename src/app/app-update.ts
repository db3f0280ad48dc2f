import type { Workbox } from 'workbox-window';

import { useAppUpdateStore } from '@/stores/app-update-store';
import { useSyncStore } from '@/stores/sync-store';

const HOUR = 60 * 60 * 1000;
/** How long the page waits for the new worker to take over before reloading into it. */
export const TAKEOVER_GRACE_MS = 4000;
const PRELOAD_RELOAD_KEY = 'slantis-preload-reload-at';

/** Reloads the page, once the registration's new worker has finished activating if it is. */
async function reloadUnlessActivating(win: Window): Promise<void> {
  const registration = await win.navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.active;
  if (worker?.state === 'activating') {
    await new Promise<void>((resolve) => {
      const done = () => {
        worker.removeEventListener('statechange', done);
        resolve();
      };
      worker.addEventListener('statechange', done);
      win.setTimeout(done, TAKEOVER_GRACE_MS);
    });
  }
  win.location.reload();
}

/** An update may take over only when no sync is running and no form holds unsaved input. */
export function updateMayApply(): boolean {
  return (
    useSyncStore.getState().status !== 'syncing' && useAppUpdateStore.getState().dirtyForms === 0
  );
}

/**
 * Prompt-mode updates (research/offline-pwa.md §2.6): a waiting worker shows 'Ny version finns';
 * after 'Uppdatera' it takes over as soon as nothing would be lost, and the page reloads once it
 * controls. Checks for updates when the app becomes visible, when it comes back online and
 * every hour.
 */
export function manageAppUpdates(workbox: Workbox, win: Window = window): () => void {
  workbox.addEventListener('waiting', () => useAppUpdateStore.setState({ updateReady: true }));
  // The first worker takes control without a reload (nothing changed); an update reloads.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) win.location.reload();
  });

  const tryApply = () => {
    const { updateReady, applyRequested } = useAppUpdateStore.getState();
    if (updateReady && applyRequested && updateMayApply()) {
      useAppUpdateStore.setState({ applyRequested: false });
      workbox.messageSkipWaiting();
      // Chromium holds the new worker back while the old one still answers requests from this
      // page (a route chunk loading at that moment). If it has not taken over after a grace
      // period, reload: that ends the page's requests, the new worker activates and serves the
      // reload. Nothing is lost — an update applies only when no form or sync is in the way.
      // But never while it is activating: a page loaded then may belong to no worker at all,
      // and offline it opens blank. Then the reload waits until it has activated.
      win.setTimeout(() => void reloadUnlessActivating(win), TAKEOVER_GRACE_MS);
    }
  };
  const offUpdate = useAppUpdateStore.subscribe(tryApply);
  const offSync = useSyncStore.subscribe(tryApply);

  const check = () => void workbox.update().catch(() => undefined);
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') check();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  // A check that ran offline failed quietly: look again as soon as the connection is back.
  win.addEventListener('online', check);
  const hourly = win.setInterval(check, HOUR);
  return () => {
    offUpdate();
    offSync();
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('online', check);
    win.clearInterval(hourly);
  };
}

/** The user's 'Uppdatera': applies now, or once the sync and the forms have settled. */
export function requestAppUpdate(): void {
  useAppUpdateStore.setState({ applyRequested: true });
}

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Reload once (online
 * only, at most once a minute) so the new version loads; never loop.
 */
export function recoverFromStaleChunks(win: Window = window, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
    if (!win.navigator.onLine || now() - last < 60_000) return;
    event.preventDefault();
    win.sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(now()));
    win.location.reload();
  });
}
