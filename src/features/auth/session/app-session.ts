import { startUserSession } from '@/data/remote/auth';
import { setSessionId, useAuthStore } from '@/stores/auth-store';

import { logAuthError } from '../security-log';

let starting: Promise<void> | null = null;

/**
 * Sign-ins that skip auth-proxy (e-mail link, one-time code, password recovery) get their app
 * session here, so the keep-alive has a session id to report. Runs once even if called often.
 */
export function ensureAppSession(): Promise<void> {
  const { user, sessionId } = useAuthStore.getState();
  if (!user || sessionId) return Promise.resolve();
  starting ??= (async () => {
    try {
      const id = await startUserSession(navigator.userAgent);
      if (typeof id !== 'string') throw new Error('start_user_session returned no id');
      if (useAuthStore.getState().user) setSessionId(id);
    } catch (error) {
      logAuthError('starting the app session', error);
    } finally {
      starting = null;
    }
  })();
  return starting;
}
