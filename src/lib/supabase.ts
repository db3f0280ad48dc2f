import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';

/**
 * The one supabase-js client of the app. Only data/ and the auth feature use it; components
 * never do (enforced by ESLint import zones).
 */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

/** Where supabase-js persists the session: sb-<first label of the host>-auth-token. */
export function authStorageKey(url: string = env.supabaseUrl): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
