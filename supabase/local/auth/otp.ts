import { createHash, randomInt } from 'node:crypto';

import { allowedRedirect } from '../config';
import type { Queryable } from '../db';
import type { AuthMailType } from '../mail';
import { AuthError, type AuthContext } from './context';
import { markConfirmed, type UserRow } from './users';

export type MailType = AuthMailType;
export type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email';

/** Which auth.users column holds a mail type's token (GoTrue: confirmation vs recovery token). */
const usesConfirmation = (type: MailType) => type === 'signup' || type === 'invite';

export const tokenHashOf = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

function newOtp(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export type GeneratedLink = {
  otp: string;
  tokenHash: string;
  link: string;
  redirectTo: string;
  type: MailType;
};

/** Stores a fresh one-time token for `user` and returns the link and code (no mail, no limit). */
export async function generateLink(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  type: MailType,
  redirectTo: string | null | undefined,
): Promise<GeneratedLink> {
  const email = user.email ?? '';
  const otp = newOtp(ctx.config.otpLength);
  const tokenHash = tokenHashOf(email, otp);
  const column = usesConfirmation(type) ? 'confirmation' : 'recovery';
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  const target = allowedRedirect(ctx.config, redirectTo);
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: target });
  return {
    otp,
    tokenHash,
    link: `${ctx.apiUrl()}/auth/v1/verify?${query}`,
    redirectTo: target,
    type,
  };
}

/** GoTrue's max_frequency: a second mail of a kind within it is refused (429). */
export function refuseTooSoon(ctx: AuthContext, sentAt: Date | string | null | undefined): void {
  if (!ctx.config.rateLimits || !sentAt) return;
  const wait = Math.ceil(
    ctx.config.maxFrequency - (Date.now() - new Date(sentAt).getTime()) / 1000,
  );
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

/** Mails a link + code, refusing a second mail of the same kind within max_frequency (429). */
export async function sendAuthMail(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  type: MailType,
  redirectTo: string | null | undefined,
) {
  const sentAt = usesConfirmation(type) ? user.confirmation_sent_at : user.recovery_sent_at;
  refuseTooSoon(ctx, sentAt);
  const link = await generateLink(ctx, tx, user, type, redirectTo);
  ctx.outbox.send({
    to: (user.email ?? '').toLowerCase(),
    type,
    link: link.link,
    otp: link.otp,
    tokenHash: link.tokenHash,
    redirectTo: link.redirectTo,
  });
}

type Match = { user: UserRow; kind: 'confirmation' | 'recovery' };

/**
 * Finds the user a token belongs to: by its hash (links, verifyOtp({token_hash})) or by e-mail +
 * code (verifyOtp({email, token})). Consumes it (single use) and confirms the address.
 */
export async function consumeToken(
  ctx: AuthContext,
  tx: Queryable,
  type: VerifyType,
  lookup: { tokenHash: string } | { email: string; otp: string },
): Promise<Match> {
  const hash = 'tokenHash' in lookup ? lookup.tokenHash : tokenHashOf(lookup.email, lookup.otp);
  const kinds: Match['kind'][] =
    type === 'email'
      ? ['confirmation', 'recovery']
      : type === 'signup' || type === 'invite'
        ? ['confirmation']
        : ['recovery'];
  const message =
    'tokenHash' in lookup
      ? 'Email link is invalid or has expired'
      : 'Token has expired or is invalid';
  if (!/^[0-9a-f]{56}$/.test(hash)) throw new AuthError(403, 'otp_expired', message);
  for (const kind of kinds) {
    const { rows } = await tx.query<UserRow & { fresh: boolean }>(
      `select *, ${kind}_sent_at > now() - make_interval(secs => $2) as fresh from auth.users
       where ${kind}_token = $1 ${'email' in lookup ? 'and lower(email) = lower($3)' : ''} for update`,
      'email' in lookup ? [hash, ctx.config.otpExpiry, lookup.email] : [hash, ctx.config.otpExpiry],
    );
    const user = rows[0];
    if (!user) continue;
    if (!user.fresh) throw new AuthError(403, 'otp_expired', message);
    await tx.query(`update auth.users set ${kind}_token = '', updated_at = now() where id = $1`, [
      user.id,
    ]);
    await markConfirmed(tx, user.id);
    return { user, kind };
  }
  throw new AuthError(403, 'otp_expired', message);
}
