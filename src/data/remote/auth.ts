import type {
  AuthChangeEvent,
  AuthError,
  FunctionInvokeOptions,
  Session,
  SupabaseClient,
} from '@supabase/supabase-js';

import { remoteClient } from './client';
import { rpc, toRemoteError } from './rpc';

/**
 * Supabase Auth and the app's own sessions (public.user_sessions, spec §4). The auth answers are
 * handed back as supabase-js gives them ({ data, error }): the auth feature reads their codes,
 * statuses and reasons to pick its Swedish copy.
 */

type Auth = SupabaseClient['auth'];
const auth = async (): Promise<Auth> => (await remoteClient()).auth;

/** Listens to supabase-js's auth events (SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT …). */
export async function onAuthStateChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
) {
  return (await auth()).onAuthStateChange(listener);
}

/** The session supabase-js holds (it refreshes an expired one first). */
export const getSession = async () => (await auth()).getSession();

/** Asks the server for fresh tokens now. */
export const refreshSession = async () => (await auth()).refreshSession();

/** Hands supabase-js the tokens auth-proxy returned (its SIGNED_IN event follows). */
export async function setSession(tokens: { access_token: string; refresh_token: string }) {
  return (await auth()).setSession(tokens);
}

/** Mails a one-time sign-in link with a 6-digit code. */
export async function signInWithOtp(params: Parameters<Auth['signInWithOtp']>[0]) {
  return (await auth()).signInWithOtp(params);
}

/** Checks a 6-digit code from the e-mail. */
export async function verifyOtp(params: Parameters<Auth['verifyOtp']>[0]) {
  return (await auth()).verifyOtp(params);
}

/** Mails a password reset link (to `redirectTo`) with a 6-digit code. */
export async function resetPasswordForEmail(email: string, redirectTo: string) {
  return (await auth()).resetPasswordForEmail(email, { redirectTo });
}

/** Sets a new password for the signed-in user. */
export async function updatePassword(password: string) {
  return (await auth()).updateUser({ password });
}

/** Creates an account; the profile fields travel as user metadata (spec §7 Sign-up). */
export async function signUp(input: {
  email: string;
  password: string;
  redirectTo: string;
  metadata: Record<string, unknown>;
}): Promise<{ error: AuthError | null }> {
  const { error } = await (
    await remoteClient()
  ).auth.signUp({
    email: input.email,
    password: input.password,
    options: { emailRedirectTo: input.redirectTo, data: input.metadata },
  });
  return { error };
}

/** Calls an edge function (auth-proxy, session-middleware …) as supabase-js answers it. */
export async function invokeFunction<T = unknown>(name: string, options: FunctionInvokeOptions) {
  return (await remoteClient()).functions.invoke<T>(name, options);
}

/** Opens the app session of a sign-in that skipped auth-proxy; resolves with its id. */
export const startUserSession = (userAgent: string) =>
  rpc<unknown>('start_user_session', { user_agent: userAgent });

/** Marks one of the user's app sessions ended, for `reason` (user_sessions.ended_reason). */
export async function endUserSession(sessionId: string, reason: string) {
  return (await remoteClient())
    .from('user_sessions')
    .update({ active: false, ended_reason: reason })
    .eq('session_id', sessionId);
}

/** Supabase Auth signs out this device only, or every other device of the user. */
export async function authSignOut(scope: 'local' | 'others'): Promise<{ error: AuthError | null }> {
  return (await remoteClient()).auth.signOut({ scope });
}

/** One of the user's live sessions (public.user_sessions, the same id as the auth session). */
export type ActiveSession = {
  session_id: string;
  created_at: string;
  last_activity_at: string;
  user_agent: string | null;
};

// The same limits as private.session_is_live: older or quieter sessions are refused anyway.
const IDLE_MS = 10 * 60 * 1000;
const LIFETIME_MS = 12 * 60 * 60 * 1000;

export async function loadActiveSessions(now = Date.now()): Promise<ActiveSession[]> {
  const { data, error } = await (
    await remoteClient()
  )
    .from('user_sessions')
    .select('session_id, created_at, last_activity_at, user_agent')
    .eq('active', true)
    .gt('last_activity_at', new Date(now - IDLE_MS).toISOString())
    .gt('created_at', new Date(now - LIFETIME_MS).toISOString())
    .order('last_activity_at', { ascending: false });
  if (error) throw toRemoteError(error);
  return data ?? [];
}

/** Ends one session; the database revokes it in Supabase Auth too (refresh token and all). */
export async function endSessionOn(sessionId: string): Promise<void> {
  const { error } = await endUserSession(sessionId, 'revoked');
  if (error) throw toRemoteError(error);
}

/** Supabase Auth ends every other session of the user (their app sessions end with them). */
export async function endOtherSessions(): Promise<void> {
  const { error } = await authSignOut('others');
  if (error) throw toRemoteError(error);
}
