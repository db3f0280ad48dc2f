import { invokeFunction, setSession } from '@/data/remote/auth';
import { setSessionId } from '@/stores/auth-store';

import { LOGIN_MESSAGES, loginErrorMessage } from '../rules/login-error';
import { logAuthError, logSecurityEvent } from '../security-log';
import { connectAuth } from '../start-auth';
import { functionErrorBody } from './function-error';

type LoginResponse = {
  error?: string;
  session_id?: string;
  session?: { access_token: string; refresh_token: string };
};

export type SignInResult = { error: string | null };

/**
 * Password login through the auth-proxy edge function (spec §7), which rate-limits attempts and
 * opens the app session the keep-alive refers to. On success the session id is stored first, then
 * the session is handed to supabase-js, whose SIGNED_IN event fills the auth store.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  if (!navigator.onLine) return { error: LOGIN_MESSAGES.offline };
  try {
    await connectAuth();
    const response = await invokeFunction<LoginResponse>('auth-proxy', {
      body: { email: email.trim(), password },
    });
    const data = response.data;
    const error: unknown = response.error;
    if (error) {
      const body = await functionErrorBody(error);
      logSecurityEvent('login_failed', { status: body ? 'rejected' : 'unreachable' });
      return { error: loginErrorMessage(typeof body?.error === 'string' ? body.error : null) };
    }
    if (data?.error || !data?.session || !data.session_id) {
      logSecurityEvent('login_failed', { status: 'rejected' });
      return { error: loginErrorMessage(data?.error) };
    }
    setSessionId(data.session_id);
    const { error: sessionError } = await setSession(data.session);
    if (sessionError) {
      setSessionId(null);
      logAuthError('setting the session after login', sessionError);
      return { error: LOGIN_MESSAGES.unexpected };
    }
    logSecurityEvent('login_succeeded');
    return { error: null };
  } catch (error) {
    logAuthError('login', error);
    return { error: LOGIN_MESSAGES.unexpected };
  }
}
