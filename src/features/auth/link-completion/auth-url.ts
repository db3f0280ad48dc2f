export type AuthUrl = {
  /** The provider's error text: error_description, else error_code, else error. */
  error: string | null;
  /** An access or refresh token, a token hash or a PKCE code is present. */
  hasToken: boolean;
  /** type=magiclink is present. */
  isMagicLink: boolean;
};

const TOKEN_KEYS = ['access_token', 'refresh_token', 'token_hash', 'code'];

/**
 * Reads what Supabase Auth put in a sign-in link's return URL, from the query and the hash.
 * URLSearchParams decodes '+' as a space ('Email+link+is+invalid+or+has+expired').
 */
export function readAuthUrl(search: string, hash: string): AuthUrl {
  const params = [search, hash].map((part) => new URLSearchParams(part.replace(/^[?#]/, '')));
  const first = (key: string) =>
    params.map((p) => p.get(key)).find((value): value is string => Boolean(value)) ?? null;
  return {
    error: first('error_description') ?? first('error_code') ?? first('error'),
    hasToken: TOKEN_KEYS.some((key) => first(key) !== null),
    isMagicLink: params.some((p) => p.get('type') === 'magiclink'),
  };
}
