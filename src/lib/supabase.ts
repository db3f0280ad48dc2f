import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';

import { refreshWaitsForNetwork } from './refresh-waits-for-network';

/**
 * The one supabase-js client of the app. Only data/ and the auth feature use it; components
 * never do (enforced by ESLint import zones). Offline, its token refresh waits for the network
 * rather than failing into supabase-js's retry sleeps and refresh cooldown (issue 38).
 */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  global: { fetch: refreshWaitsForNetwork() },
});
