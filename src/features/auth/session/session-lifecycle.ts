import { hasServerSession, useAuthStore } from '@/stores/auth-store';
import { useSyncStore } from '@/stores/sync-store';

import { trackNetworkActivity } from './network-activity';
import { confirmSessionWithServer, endSession } from './session-end';
import { startSessionWatch } from './session-watch';
import { lastActivityAt, recordActivity } from './shared-activity';

export { ensureAppSession } from './app-session';
export { announceUnexpectedSignOut, confirmSessionWithServer, SESSION_TOASTS } from './session-end';
export { refreshAfterOffline, restoreStoredSession } from './restore-session';

/**
 * Runs the inactivity timer and the keep-alive exactly while someone is signed in (spec §4):
 * starts them when a session appears in the auth store and stops them when it goes. A device
 * unlock has no session: its own timer locks it (device-unlock/device-watch.ts).
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
  sync(hasServerSession(useAuthStore.getState()));
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (hasServerSession(state) !== hasServerSession(previous)) sync(hasServerSession(state));
  });
  // The database refused the session (ended, idle, past its lifetime) and a refresh did not help:
  // ask the keep-alive, which ends it here with the spec's toast if the server has.
  const unsubscribeSync = useSyncStore.subscribe((state, previous) => {
    if (state.status !== 'paused' || previous.status === 'paused') return;
    if (hasServerSession(useAuthStore.getState())) void confirmSessionWithServer();
  });
  return () => {
    unsubscribe();
    unsubscribeSync();
    sync(false);
  };
}
