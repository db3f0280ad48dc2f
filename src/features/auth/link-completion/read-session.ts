import type { SessionCheck } from './machine';

/**
 * One session check through the app's supabase-js client (spec §7 'Read session'). The client
 * is loaded lazily: it is already in memory when the app restored the stored session.
 */
export async function readSession(): Promise<SessionCheck> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.auth.getSession();
  return { hasSession: Boolean(data.session?.user), error: error ? error.message : null };
}
