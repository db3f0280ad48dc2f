import { whenLoadedAndIdle } from './dom';

/**
 * Registers the service worker for a visitor once the page has loaded and the browser is idle,
 * so a visitor who reads a page and never taps still has the site's courses offline after one
 * visit (issue 38). The app registers the same script with workbox-window when it runs (updates,
 * 'Ny version finns'): registering it twice is one registration. A signed-in member's worker is
 * left to the app, which waits for the first sync to end before the precache download starts.
 */
export function registerWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    // Blocked (a private window, a test) or offline: the app tries again when it runs.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
