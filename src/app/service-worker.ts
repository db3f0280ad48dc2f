import { Workbox } from 'workbox-window';

import { manageAppUpdates, recoverFromStaleChunks } from './app-update';

/** Registers the production build's service worker (precached shell, offline, updates). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  recoverFromStaleChunks();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  manageAppUpdates(workbox);
  workbox.register().catch((error: unknown) => {
    console.error('[sw] registration failed', error);
  });
}
