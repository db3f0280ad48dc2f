import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';

/** The app's own session record (public.user_sessions), written with the service role. */
export type UserSessionRow = {
  session_id: string;
  active: boolean;
  last_activity_at: string;
};

const MAX_USER_AGENT = 512;

/** At most 512 characters (code points, as the column's check counts them). */
export function truncateUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const chars = Array.from(userAgent);
  return chars.length > MAX_USER_AGENT ? chars.slice(0, MAX_USER_AGENT).join('') : userAgent;
}

export async function createUserSession(
  service: SupabaseClient,
  userId: string,
  userAgent: string | null,
): Promise<string> {
  const { data, error } = await service
    .from('user_sessions')
    .insert({ user_id: userId, user_agent: truncateUserAgent(userAgent) })
    .select('session_id');
  const sessionId = (data as { session_id: string }[] | null)?.[0]?.session_id;
  if (error || !sessionId) {
    throw new Error(`Creating the user session failed: ${error?.message ?? 'no row returned'}`);
  }
  return sessionId;
}

export async function findUserSession(
  service: SupabaseClient,
  sessionId: string,
  userId: string,
): Promise<UserSessionRow | null> {
  const { data, error } = await service
    .from('user_sessions')
    .select('session_id, active, last_activity_at')
    .eq('session_id', sessionId)
    .eq('user_id', userId);
  if (error) throw new Error(`Reading the user session failed: ${error.message}`);
  return (data as UserSessionRow[])[0] ?? null;
}

/**
 * Moves last_activity_at to `now`, but only while the session is active and was last seen at
 * or after `cutoff`: an expiry or logout that lands in between wins. Null when nothing matched.
 */
export async function touchUserSession(
  service: SupabaseClient,
  sessionId: string,
  userId: string,
  now: Date,
  cutoff: Date,
): Promise<UserSessionRow | null> {
  const { data, error } = await service
    .from('user_sessions')
    .update({ last_activity_at: now.toISOString() })
    .eq('session_id', sessionId)
    .eq('user_id', userId)
    .eq('active', true)
    .gte('last_activity_at', cutoff.toISOString())
    .select('session_id, active, last_activity_at');
  if (error) throw new Error(`Updating the user session failed: ${error.message}`);
  return (data as UserSessionRow[])[0] ?? null;
}

/** Ends a still-active session for inactivity; an already ended one keeps its reason. */
export async function expireUserSession(service: SupabaseClient, sessionId: string): Promise<void> {
  const { error } = await service
    .from('user_sessions')
    .update({ active: false, ended_reason: 'inactivity' })
    .eq('session_id', sessionId)
    .eq('active', true);
  if (error) throw new Error(`Expiring the user session failed: ${error.message}`);
}
