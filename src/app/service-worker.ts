import { Workbox } from 'workbox-window';

import { manageAppUpdates } from './app-update';
import { whenFirstVisitSettled } from './first-visit-settled';

/**
 * Registers the production build's service worker (precached shell, offline, updates) once the
 * first visit has settled: its install downloads and stores every chunk, which would otherwise
 * slow the first render and a signed-in user's first sync. A returning user's worker already
 * controls the page; for them this only delays the update check.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  manageAppUpdates(workbox);
  void whenFirstVisitSettled().then(() =>
    workbox.register().catch((error: unknown) => {
      console.error('[sw] registration failed', error);
    }),
  );
}
