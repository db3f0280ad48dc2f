import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

import { useAuthStore } from '@/stores/auth-store';

/** Where a member most often goes next from the start screen: the bottom bar and the add button. */
export const LIKELY_NEXT = [
  '/add-transaction',
  '/leaderboard',
  '/vanner',
  '/profile',
  '/menu',
  '/familj',
  '/lektioner',
] as const;

type IdleWindow = Pick<Window, 'setTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Once the first screen is on show and the browser is idle, fetches the code of the pages a
 * signed-in member is likely to open next, one at a time, so a tap opens them at once (and the
 * service worker has them for offline use). Visitors fetch nothing.
 */
export function prefetchLikelyRoutes(
  router: AnyRouter,
  after: Promise<void>,
  win: IdleWindow = window,
): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else win.setTimeout(resolve, 200);
    });
  return after.then(async () => {
    for (const path of LIKELY_NEXT) {
      if (!useAuthStore.getState().user) return;
      await idle();
      const byPath = router.routesByPath as Record<string, AnyRoute | undefined>;
      const route = byPath[path] ?? byPath[`${path}/`];
      // A failed download (offline) is no error here: the page loads when opened.
      if (route) await Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
    }
  });
}

/**
 * Resolves once this page has an active service worker, or after `limitMs` (no worker in
 * development, a browser without them, or one that failed to install).
 */
export function whenWorkerActive(limitMs = 15_000): Promise<void> {
  const worker =
    import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!worker) return Promise.resolve();
  return Promise.race([
    worker.ready.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, limitMs)),
  ]);
}
