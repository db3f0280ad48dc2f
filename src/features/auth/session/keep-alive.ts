import { invokeFunction } from '@/data/remote/auth';
import { useAuthStore } from '@/stores/auth-store';

import { logAuthError } from '../security-log';
import { ensureAppSession } from './app-session';
import { functionErrorBody } from './function-error';

/** 'ended': the server says the session expired or does not exist (spec §8). */
export type KeepAliveResult = 'alive' | 'ended' | 'skipped' | 'failed';

const ENDED_CODES = new Set(['SESSION_EXPIRED', 'SESSION_NOT_FOUND']);

/** Tells session-middleware the session is live (spec §4, §7). Other errors are only logged. */
export async function sendKeepAlive(): Promise<KeepAliveResult> {
  const { session, sessionId } = useAuthStore.getState();
  if (!session) return 'skipped';
  if (!sessionId) {
    await ensureAppSession();
    return 'skipped';
  }
  try {
    const response = await invokeFunction('session-middleware', {
      body: { session_id: sessionId },
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    const error: unknown = response.error;
    if (!error) return 'alive';
    const body = await functionErrorBody(error);
    if (typeof body?.code === 'string' && ENDED_CODES.has(body.code)) return 'ended';
    logAuthError('keep-alive', typeof body?.code === 'string' ? body.code : error);
    return 'failed';
  } catch (error) {
    logAuthError('keep-alive', error);
    return 'failed';
  }
}
