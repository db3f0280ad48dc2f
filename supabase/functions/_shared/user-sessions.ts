import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';

/** The app's session record (public.user_sessions), one per auth session, same id. */
export type UserSessionRow = {
  session_id: string;
  active: boolean;
  created_at: string;
  last_activity_at: string;
};

const MAX_USER_AGENT = 512;

/** At most 512 characters (code points, as the column's check counts them). */
export function truncateUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const chars = Array.from(userAgent);
  return chars.length > MAX_USER_AGENT ? chars.slice(0, MAX_USER_AGENT).join('') : userAgent;
}

/** The session_id claim of an access token (auth.sessions.id, also the user_sessions id). */
export function sessionIdOf(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const padded = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)));
    return typeof claims.session_id === 'string' ? claims.session_id : null;
  } catch {
    return null;
  }
}

export async function findUserSession(
  service: SupabaseClient,
  sessionId: string,
  userId: string,
): Promise<UserSessionRow | null> {
  const { data, error } = await service
    .from('user_sessions')
    .select('session_id, active, created_at, last_activity_at')
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
    .select('session_id, active, created_at, last_activity_at');
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
