/**
 * Login rate limit. Within a sliding window of 15 minutes a login is refused (429) once
 *  - its e-mail has 5 failed attempts since that e-mail's latest successful login, or
 *  - its client (IP address) has 20 failed attempts, whatever e-mails they were for.
 * Refused attempts count as failures, so an attacker who keeps trying stays locked out.
 * Clients without a known address share the key 'unknown' and get only the e-mail limit:
 * limiting that shared key would let one caller lock everyone behind such a proxy out.
 */
export const RATE_LIMIT = {
  windowSeconds: 15 * 60,
  maxFailuresPerEmail: 5,
  maxFailuresPerClient: 20,
} as const;

export type RateLimit = {
  windowSeconds: number;
  maxFailuresPerEmail: number;
  maxFailuresPerClient: number;
};

export const UNKNOWN_CLIENT = 'unknown';

export type FailureCounts = { email: number; client: number };

export function windowStart(now: Date, limit: RateLimit = RATE_LIMIT): Date {
  return new Date(now.getTime() - limit.windowSeconds * 1000);
}

export function isRateLimited(
  counts: FailureCounts,
  clientKey: string,
  limit: RateLimit = RATE_LIMIT,
): boolean {
  if (counts.email >= limit.maxFailuresPerEmail) return true;
  return clientKey !== UNKNOWN_CLIENT && counts.client >= limit.maxFailuresPerClient;
}

/**
 * The client's address: the first entry of X-Forwarded-For, which the Supabase gateway sets.
 * A caller can put its own entries first, so the e-mail limit is the one to rely on.
 */
export function clientAddress(forwardedFor: string | null): string | null {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first ? first.toLowerCase() : null;
}
