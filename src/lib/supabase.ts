import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';

/**
 * The one supabase-js client of the app. Only data/ and the auth feature use it; components
 * never do (enforced by ESLint import zones).
 */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
