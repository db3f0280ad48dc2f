/**
 * Where supabase-js persists the session: sb-<first label of the host>-auth-token. Kept apart
 * from lib/supabase.ts so checking for a stored session doesn't load supabase-js.
 */
export function authStorageKey(supabaseUrl: string): string {
  try {
    const label = new URL(supabaseUrl).hostname.split('.')[0] ?? '';
    return `sb-${label}-auth-token`;
  } catch {
    return 'sb--auth-token';
  }
}
