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
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase
    .from('user_sessions')
    .select('session_id, created_at, last_activity_at, user_agent')
    .eq('active', true)
    .gt('last_activity_at', new Date(now - IDLE_MS).toISOString())
    .gt('created_at', new Date(now - LIFETIME_MS).toISOString())
    .order('last_activity_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** Ends one session; the database revokes it in Supabase Auth too (refresh token and all). */
export async function endSessionOn(sessionId: string): Promise<void> {
  const { supabase } = await import('@/lib/supabase');
  const { error } = await supabase
    .from('user_sessions')
    .update({ active: false, ended_reason: 'revoked' })
    .eq('session_id', sessionId);
  if (error) throw new Error(error.message);
}

/** Supabase Auth ends every other session of the user (their app sessions end with them). */
export async function endOtherSessions(): Promise<void> {
  const { supabase } = await import('@/lib/supabase');
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw new Error(error.message);
}
