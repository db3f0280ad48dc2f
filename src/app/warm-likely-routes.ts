import { whenIdle } from '@/lib/idle';
import { WARM_LIKELY_ROUTES } from '@/lib/offline-cache';
import { useAuthStore, type AuthState } from '@/stores/auth-store';

import { whenFirstVisitSettled } from './first-visit-settled';

/** The browser was asked to spare data (Chromium's Save-Data): the worker fetches nothing ahead. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once a member is signed in and their start has settled (loaded, first sync ended) and the
 * browser is idle, asks the service worker to fetch the routes they are likely to open next
 * (sw/sw.ts): only files, cached for a tap that opens at once and offline. Once per page; not on
 * a device opened with its PIN (no session) nor when the browser saves data.
 */
export function warmLikelyRoutes(): void {
  if (!('serviceWorker' in navigator)) return;
  let asked = false;
  const follow = ({ user, deviceUnlocked }: AuthState) => {
    if (asked || !user || deviceUnlocked || savesData()) return;
    asked = true;
    void Promise.all([whenFirstVisitSettled(), navigator.serviceWorker.ready]).then(
      ([, registration]) =>
        whenIdle(() => registration.active?.postMessage({ type: WARM_LIKELY_ROUTES }), 5000, 1000),
    );
  };
  follow(useAuthStore.getState());
  useAuthStore.subscribe(follow);
}
