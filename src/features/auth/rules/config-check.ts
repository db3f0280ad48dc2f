import { isLocalStack } from './is-local-stack';

export type AuthConfig = { url: string; anonKey: string };
export type ConfigCheckResult = { ok: boolean; errors: string[] };

/** Spec §8 'Configuration errors': logged for developers, never shown to users. */
export const CONFIG_ERRORS = {
  url: 'Backend URL does not appear to be a valid Supabase URL',
  key: 'Public key does not appear to be a valid signed token',
} as const;

const HOSTED_DOMAIN = '.supabase.co';
const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+={0,2}$/;

/** A hosted project (https://<ref>.supabase.co) or the local stack of `npm start`. */
function isSupabaseUrl(value: string): boolean {
  if (isLocalStack(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.endsWith(HOSTED_DOMAIN);
  } catch {
    return false;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/** Three base64url segments whose header decodes to JSON naming a signing algorithm. */
function isSignedToken(value: string): boolean {
  const segments = value.split('.');
  if (segments.length !== 3 || !segments.every((part) => BASE64URL_SEGMENT.test(part))) {
    return false;
  }
  try {
    const header: unknown = JSON.parse(decodeBase64Url(segments[0] ?? ''));
    if (typeof header !== 'object' || header === null || !('alg' in header)) return false;
    return typeof header.alg === 'string' && header.alg.length > 0;
  } catch {
    return false;
  }
}

/** The startup configuration rule (spec §5): a Supabase backend URL and a signed public key. */
export function checkAuthConfig({ url, anonKey }: AuthConfig): ConfigCheckResult {
  const errors: string[] = [];
  if (!isSupabaseUrl(url)) errors.push(CONFIG_ERRORS.url);
  if (!isSignedToken(anonKey)) errors.push(CONFIG_ERRORS.key);
  return { ok: errors.length === 0, errors };
}

/**
 * Runs the configuration check once at startup and logs the outcome (success or the list of
 * errors). Users never see it; the app keeps starting either way.
 */
export function runStartupConfigCheck(config: AuthConfig): ConfigCheckResult {
  const result = checkAuthConfig(config);
  if (result.ok) {
    // eslint-disable-next-line no-console -- spec §5: the successful check is logged too.
    console.info('[config] Supabase configuration OK');
  } else {
    console.error(`[config] Supabase configuration problems:\n  - ${result.errors.join('\n  - ')}`);
  }
  return result;
}
