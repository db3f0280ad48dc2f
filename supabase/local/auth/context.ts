import type { AuthConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { StackKeys } from '../keys';
import type { Outbox } from '../mail';
import type { RateLimiter } from '../rate-limit';

export type AuthContext = {
  db: Database;
  keys: StackKeys;
  config: AuthConfig;
  outbox: Outbox;
  limiter: RateLimiter;
  /** The stack's external URL (links in mails, the token issuer). */
  apiUrl: () => string;
  log: (line: string) => void;
};

/** An error GoTrue would answer with: `{code, message}` (+ extra fields) and this status. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Runs `fn` in one transaction as `supabase_auth_admin`, the role GoTrue writes with on hosted
 * Supabase: a trigger on auth.users that is not SECURITY DEFINER then fails here as it does there.
 */
export function authTx<T>(ctx: AuthContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin');
    return fn(tx);
  });
}

/** A JSON answer with extra response headers (the admin user list's X-Total-Count). */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  const email = value.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 255) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

/** GoTrue's password strength check: length, then one character of each required set. */
export function checkPassword(config: AuthConfig, password: unknown): string {
  const value = typeof password === 'string' ? password : '';
  const reasons: string[] = [];
  const messages: string[] = [];
  if (value.length < config.minPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${config.minPasswordLength} characters.`);
  }
  const sets = config.passwordRequiredCharacters;
  if (sets.some((set) => ![...set].some((char) => value.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), {
      weak_password: { reasons },
    });
  }
  return value;
}

export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
