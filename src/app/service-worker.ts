import { Workbox } from 'workbox-window';

import { ASSETS_PATH_PREFIX, CACHE_LOADED_ASSETS } from '@/lib/offline-cache';

import { manageAppUpdates } from './app-update';
import { whenFirstVisitSettled } from './first-visit-settled';

/**
 * How long registration waits for a signed-in user's first sync. The precache is the start path
 * only (issue 38, about a megabyte): it no longer needs the network to itself, and a first
 * sign-in should be offline-ready within two seconds.
 */
export const REGISTER_SETTLE_LIMIT_MS = 500;

/** The app's chunks and stylesheets this page has loaded so far (absolute paths). */
export function loadedAssets(win: Window = window): string[] {
  const urls = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin === win.location.origin && url.pathname.startsWith(ASSETS_PATH_PREFIX)) {
      urls.add(url.pathname);
    }
  }
  return [...urls];
}

/**
 * Registers the production build's service worker (precached start, offline, updates) once the
 * page has loaded and, for a signed-in user, the first sync has ended or had half a second. When
 * the first worker is active, it is told what this page loaded before it was there, so a route
 * opened on the first visit opens offline too. A returning user's worker already controls the
 * page; for them this only delays the update check.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  manageAppUpdates(workbox);
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    void workbox
      .getSW()
      .then((worker) => worker.postMessage({ type: CACHE_LOADED_ASSETS, urls: loadedAssets() }));
  });
  void whenFirstVisitSettled(window, REGISTER_SETTLE_LIMIT_MS).then(() =>
    workbox.register().catch((error: unknown) => {
      console.error('[sw] registration failed', error);
    }),
  );
}
