import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The app's one supabase-js client, loaded on first use so public pages never download it. Every
 * server call of the app goes through src/data/remote (ESLint keeps src/lib/supabase.ts here).
 */
export async function remoteClient(): Promise<SupabaseClient> {
  return (await import('@/lib/supabase')).supabase;
}
