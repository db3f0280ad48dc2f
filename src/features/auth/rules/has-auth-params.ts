// Parameters Supabase Auth puts in a magic-link, recovery or OAuth return URL.
const AUTH_KEYS = [
  'access_token',
  'refresh_token',
  'token_hash',
  'code',
  'error',
  'error_code',
  'error_description',
];

/**
 * True when the URL carries auth tokens, an auth error or type=magiclink, in the query or the
 * hash (spec §2: such a URL on /welcome or /dashboard shows the sign-in completion screen).
 */
export function hasAuthParams(search: string, hash: string): boolean {
  const params = [search, hash].map((part) => new URLSearchParams(part.replace(/^[?#]/, '')));
  return params.some((p) => p.get('type') === 'magiclink' || AUTH_KEYS.some((key) => p.has(key)));
}
