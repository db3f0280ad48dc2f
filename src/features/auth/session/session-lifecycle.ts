import { showToast } from '@/components/toast';
import { useAuthStore } from '@/stores/auth-store';

import { logSecurityEvent } from '../security-log';
import { sendKeepAlive } from './keep-alive';
import { trackNetworkActivity } from './network-activity';
import { startSessionWatch } from './session-watch';
import { lastActivityAt, recordActivity } from './shared-activity';
import { isSigningOut, signOut } from './sign-out';

export { ensureAppSession } from './app-session';

export const SESSION_TOASTS = {
  inactivity: { title: 'Session expired', message: 'You have been logged out due to inactivity.' },
  expired: { title: 'Session expired', message: 'Your session has expired. Please log in again.' },
} as const;

/** A session can end once: whichever of inactivity or the server notices first tells the user. */
const alreadyEnding = () => isSigningOut() || !useAuthStore.getState().user;

async function endForInactivity(): Promise<void> {
  if (alreadyEnding()) return;
  logSecurityEvent('inactivity_logout');
  await signOut('inactivity');
  showToast(SESSION_TOASTS.inactivity.title, SESSION_TOASTS.inactivity.message, 'error');
}

/** One keep-alive; if the server has ended the session, log out with the spec's toast. */
export async function confirmSessionWithServer(): Promise<void> {
  if ((await sendKeepAlive()) !== 'ended' || alreadyEnding()) return;
  logSecurityEvent('session_ended_by_server');
  await signOut('expired');
  showToast(SESSION_TOASTS.expired.title, SESSION_TOASTS.expired.message, 'error');
}

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
        onInactive: () => void endForInactivity(),
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
