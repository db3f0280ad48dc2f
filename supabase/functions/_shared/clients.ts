import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';

import type { FunctionEnv } from './env.ts';

// A function is stateless between requests: no stored session, no refresh timers.
const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;

/**
 * Acts as the public anon client does: sign-in and token checks go through GoTrue. `headers`
 * go along on every call (auth-proxy passes the caller's X-Forwarded-For, so GoTrue's own
 * per-IP limits apply per end user rather than to the function's address).
 */
export function anonClient(env: FunctionEnv, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(env.supabaseUrl, env.anonKey, { ...options, global: { headers } });
}

/** Bypasses RLS: only for the tables the functions own on the user's behalf. */
export function serviceClient(env: FunctionEnv): SupabaseClient {
  return createClient(env.supabaseUrl, env.serviceRoleKey, options);
}

/** Acts as the signed-in caller: RLS and PostgREST's session check apply as to the app. */
export function userClient(env: FunctionEnv, accessToken: string): SupabaseClient {
  return createClient(env.supabaseUrl, env.anonKey, {
    ...options,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}
