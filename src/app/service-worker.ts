import { Workbox } from 'workbox-window';

/** Registers the service worker of the production build (it precaches the app shell). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.register().catch((error: unknown) => {
    console.error('[sw] registration failed', error);
  });
}
