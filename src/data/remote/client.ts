import type { SupabaseClient } from '@supabase/supabase-js';

let client: SupabaseClient | null = null;

/**
 * The app's one supabase-js client, loaded on first use so public pages never download it. Every
 * server call of the app goes through src/data/remote (ESLint keeps src/lib/supabase.ts here).
 * Once loaded it is handed over without another module lookup.
 */
export async function remoteClient(): Promise<SupabaseClient> {
  client ??= (await import('@/lib/supabase')).supabase;
  return client;
}
