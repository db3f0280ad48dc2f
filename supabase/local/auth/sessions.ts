import { randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from '../db';
import { signJwt } from '../jwt';
import { AuthError, type AuthContext } from './context';
import { requireUser, userJson, type UserRow } from './users';

export type AmrMethod = 'password' | 'otp' | 'recovery';

/** The methods that raise a session to aal2 (a passkey sign-in does not). */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** GoTrue's refresh tokens: opaque 12-character alphanumerics. */
function newRefreshToken(): string {
  return Array.from(randomBytes(12), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

async function accessToken(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
) {
  const aal = amr.some((claim) => SECOND_FACTORS.has(claim.method)) ? 'aal2' : 'aal1';
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ctx.config.jwtExpiry;
  const token = await signJwt(
    {
      iss: `${ctx.apiUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.keys.jwtSecret,
  );
  return { token, exp };
}

/** Answers the session's token pair; aal and amr come from its claim rows, newest first. */
export async function sessionJson(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = await requireUser(tx, userId);
  const { rows } = await tx.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1
     order by updated_at desc, created_at desc`,
    [sessionId],
  );
  const amr = rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
  }));
  const { token, exp } = await accessToken(ctx, user, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** Starts a session (auth.sessions + first refresh token) and answers GoTrue's session JSON. */
export async function issueSession(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  method: AmrMethod,
  userAgent: string | null = null,
) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, userId, userAgent],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`,
    [sessionId, method],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, false, now(), now(), $3)`,
    [refreshToken, userId, sessionId],
  );
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  return sessionJson(ctx, tx, userId, sessionId, refreshToken);
}

/** Revokes the session's live refresh tokens and issues a new one (an aal1 token cannot mint aal2). */
export async function rotateRefreshToken(tx: Queryable, userId: string, sessionId: string) {
  const next = newRefreshToken();
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
    [sessionId],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
     values ($1, $2, false, now(), now(), $3)`,
    [next, userId, sessionId],
  );
  return next;
}

type TokenRow = {
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  live_session: string | null;
  session_created_at: Date | null;
};

/** The refresh_token grant with rotation and GoTrue's reuse interval. */
export async function refreshSession(ctx: AuthContext, tx: Queryable, token: string) {
  const { rows } = await tx.query<TokenRow>(
    `select rt.token, rt.user_id, rt.revoked, rt.updated_at, rt.session_id, s.id as live_session,
       s.created_at as session_created_at
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1 for update of rt`,
    [token],
  );
  const row = rows[0];
  if (!row)
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  if (!row.live_session) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  // GoTrue's sessions.timebox: past it the session ends, however active.
  const sessionAge = Date.now() - new Date(row.session_created_at ?? 0).getTime();
  if (sessionAge > ctx.config.sessionTimebox * 1000) {
    throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  }
  if (row.revoked) {
    const age = Date.now() - new Date(row.updated_at).getTime();
    const { rows: active } = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [row.live_session],
    );
    const current = active[0];
    if (age <= ctx.config.refreshReuseInterval * 1000 && current) {
      return sessionJson(ctx, tx, row.user_id, row.live_session, current.token);
    }
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [row.live_session],
    );
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const next = newRefreshToken();
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [token],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [next, row.user_id, token, row.live_session],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.live_session]);
  return sessionJson(ctx, tx, row.user_id, row.live_session, next);
}

export async function endSessions(tx: Queryable, userId: string, sessionId: string, scope: string) {
  if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
