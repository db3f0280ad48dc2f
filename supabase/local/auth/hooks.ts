import type { Queryable } from '../db';
import { AuthError, type AuthContext } from './context';

/*
 * Supabase Auth's Postgres-function hooks (config.toml [auth.hook.*], AuthConfig.hooks): GoTrue
 * calls the function with one jsonb event and acts on the jsonb it returns.
 */

const FUNCTION_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

async function callHook(
  tx: Queryable,
  name: string,
  event: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!FUNCTION_NAME.test(name)) throw new Error(`Invalid hook function name ${name}`);
  const { rows } = await tx.query<{ out: Record<string, unknown> | null }>(
    `select ${name}($1::jsonb) as out`,
    [JSON.stringify(event)],
  );
  return rows[0]?.out ?? {};
}

function hookMetadata(hookName: string, ipAddress: string) {
  return {
    uuid: crypto.randomUUID(),
    time: new Date().toISOString(),
    name: hookName,
    ip_address: ipAddress,
  };
}

/** before-user-created: an `error` object refuses the sign-up with its status and message. */
export async function beforeUserCreated(
  ctx: AuthContext,
  tx: Queryable,
  user: { email: string; userMetadata: Record<string, unknown> },
  ipAddress: string,
): Promise<void> {
  const name = ctx.config.hooks.beforeUserCreated;
  if (!name) return;
  const out = await callHook(tx, name, {
    metadata: hookMetadata('before-user-created', ipAddress),
    user: {
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: user.userMetadata,
    },
  });
  const error = out.error as { http_code?: unknown; message?: unknown } | undefined;
  if (error) {
    const status = typeof error.http_code === 'number' ? error.http_code : 400;
    const message = typeof error.message === 'string' ? error.message : 'Sign-up refused';
    throw new AuthError(status, 'validation_failed', message);
  }
}

export type PasswordVerdict = { rejected: false } | { rejected: true; message: string };

/**
 * password-verification-attempt, after every password check of an existing user (right or
 * wrong). `decision: 'reject'` refuses the sign-in with the hook's message even if the password
 * was right. The local stack also passes the client's address in `metadata`, as newer hooks do.
 */
export async function passwordVerificationAttempt(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  valid: boolean,
  ipAddress: string,
): Promise<PasswordVerdict> {
  const name = ctx.config.hooks.passwordVerificationAttempt;
  if (!name) return { rejected: false };
  const out = await callHook(tx, name, {
    metadata: hookMetadata('password-verification-attempt', ipAddress),
    user_id: userId,
    valid,
  });
  if (out.decision !== 'reject') return { rejected: false };
  const message = typeof out.message === 'string' ? out.message : 'Invalid login credentials';
  return { rejected: true, message };
}
