import { WARM_LIKELY_ROUTES } from '@/lib/offline-cache';
import { useAuthStore, type AuthState } from '@/stores/auth-store';

import { whenFirstVisitSettled } from './first-visit-settled';

type Idle = (run: () => void) => void;
const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
};

/** The browser was asked to spare data (Chromium's Save-Data): the worker fetches nothing ahead. */
const savesData = (nav: Navigator) =>
  (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once a member is signed in and their start has settled (loaded, first sync ended) and the
 * browser is idle, asks the service worker to fetch the routes they are likely to open next
 * (sw/sw.ts): only files, cached for a tap that opens at once and offline. Once per page; not on
 * a device opened with its PIN (no session) nor when the browser saves data.
 */
export function warmLikelyRoutes(
  nav: Navigator = navigator,
  idle: Idle = whenIdle,
  settled: () => Promise<void> = () => whenFirstVisitSettled(),
): void {
  if (!('serviceWorker' in nav)) return;
  let asked = false;
  const follow = ({ user, deviceUnlocked }: AuthState) => {
    if (asked || !user || deviceUnlocked || savesData(nav)) return;
    asked = true;
    void Promise.all([settled(), nav.serviceWorker.ready]).then(([, registration]) =>
      idle(() => registration.active?.postMessage({ type: WARM_LIKELY_ROUTES })),
    );
  };
  follow(useAuthStore.getState());
  useAuthStore.subscribe(follow);
}
