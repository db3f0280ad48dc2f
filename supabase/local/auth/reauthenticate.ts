import { randomInt } from 'node:crypto';

import type { Queryable } from '../db';
import { AuthError, authTx, type AuthContext } from './context';
import { refuseTooSoon, tokenHashOf } from './otp';

type ReauthRow = {
  email: string | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
};

/**
 * GoTrue's POST /reauthenticate: mails the signed-in user a one-time code (stored as GoTrue
 * stores it, sha224(email + code)); supabase.auth.reauthenticate() calls it.
 */
export async function sendReauthentication(ctx: AuthContext, userId: string): Promise<void> {
  await authTx(ctx, async (tx) => {
    const { rows } = await tx.query<ReauthRow>(
      'select email, reauthentication_token, reauthentication_sent_at from auth.users where id = $1',
      [userId],
    );
    const user = rows[0];
    if (!user?.email) throw new AuthError(422, 'email_address_not_provided', 'No e-mail address');
    refuseTooSoon(ctx, user.reauthentication_sent_at);
    const otp = Array.from({ length: ctx.config.otpLength }, () => String(randomInt(10))).join('');
    const tokenHash = tokenHashOf(user.email, otp);
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(),
         updated_at = now() where id = $1`,
      [userId, tokenHash],
    );
    ctx.outbox.send({
      to: user.email.toLowerCase(),
      type: 'reauthentication',
      link: '',
      otp,
      tokenHash,
      redirectTo: '',
    });
  });
}

/**
 * secure_password_change: a password change needs the code from /reauthenticate (single use,
 * valid for otp_expiry), except in a recovery session younger than otp_expiry: a reset code
 * resets. Stricter than hosted GoTrue, which skips the code for sessions under 24 hours old.
 */
export async function requireReauthentication(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  nonce: unknown,
): Promise<void> {
  const { rows: recovery } = await tx.query(
    `select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'
       and created_at > now() - make_interval(secs => $2)`,
    [sessionId, ctx.config.otpExpiry],
  );
  if (recovery.length > 0) return;
  if (typeof nonce !== 'string' || nonce.trim() === '') {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const { rows } = await tx.query<ReauthRow>(
    `select email, reauthentication_token, reauthentication_sent_at from auth.users
     where id = $1 for update`,
    [userId],
  );
  const user = rows[0];
  const sentAt = user?.reauthentication_sent_at ? new Date(user.reauthentication_sent_at) : null;
  const fresh = sentAt !== null && Date.now() - sentAt.getTime() <= ctx.config.otpExpiry * 1000;
  if (
    !user?.email ||
    !fresh ||
    !user.reauthentication_token ||
    user.reauthentication_token !== tokenHashOf(user.email, nonce.trim())
  ) {
    throw new AuthError(403, 'reauthentication_not_valid', 'Requires reauthentication');
  }
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [userId],
  );
}
