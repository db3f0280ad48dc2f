import type { AuthError, FunctionInvokeOptions, SupabaseClient } from '@supabase/supabase-js';

import { remoteClient } from './client';
import { rpc, toRemoteError } from './rpc';

/**
 * Supabase Auth and the app's own sessions (public.user_sessions, spec §4). The auth answers are
 * handed back as supabase-js gives them ({ data, error }): the auth feature reads their codes,
 * statuses and reasons to pick its Swedish copy.
 */

/** The client for the auth feature's lifecycle (its listener, restore and sign-in flows). */
export const authClient = (): Promise<SupabaseClient> => remoteClient();

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
