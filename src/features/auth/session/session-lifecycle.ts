import { useAuthStore } from '@/stores/auth-store';

import { trackNetworkActivity } from './network-activity';
import { confirmSessionWithServer, endSession } from './session-end';
import { startSessionWatch } from './session-watch';
import { lastActivityAt, recordActivity } from './shared-activity';

export { ensureAppSession } from './app-session';
export { confirmSessionWithServer, SESSION_TOASTS } from './session-end';
export { refreshAfterOffline, restoreStoredSession } from './restore-session';

/**
 * Runs the inactivity timer and the keep-alive exactly while someone is signed in (spec §4):
 * starts them when a user appears in the auth store and stops them when the user goes.
 */
export function manageSessionLifecycle(): () => void {
  trackNetworkActivity(() => {
    if (useAuthStore.getState().user) recordActivity();
  });
  let stopWatch: (() => void) | null = null;
  const sync = (signedIn: boolean) => {
    if (signedIn && !stopWatch) {
      recordActivity();
      stopWatch = startSessionWatch({
        lastActivityAt,
        markActivity: recordActivity,
        onInactive: () => void endSession('inactivity'),
        keepAlive: () => void confirmSessionWithServer(),
      });
    } else if (!signedIn && stopWatch) {
      stopWatch();
      stopWatch = null;
    }
  };
  sync(useAuthStore.getState().user !== null);
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if ((state.user === null) !== (previous.user === null)) sync(state.user !== null);
  });
  return () => {
    unsubscribe();
    sync(false);
  };
}
