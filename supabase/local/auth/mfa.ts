import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

import type { Queryable } from '../db';
import { clientIp } from '../http';
import type { Claims } from '../jwt';
import { AuthError, authTx, type AuthContext } from './context';
import { type FactorRow } from './factors';
import { rotateRefreshToken, sessionJson } from './sessions';
import { requireUser } from './users';

/** GoTrue's defaults (MFA_CHALLENGE_EXPIRY_DURATION, MFA_MAX_*_FACTORS, MFA_FACTOR_EXPIRY). */
const CHALLENGE_SECONDS = 300;
const UNVERIFIED_FACTOR_SECONDS = 300;
const MAX_FACTORS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The TOTP that GoTrue validates: SHA1, 6 digits, 30 s, one step of skew either way. */
export const totpFor = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Serves /factors and /factors/{id}[/challenge|/verify] for the caller's own factors. */
export async function handleFactors(
  ctx: AuthContext,
  req: IncomingMessage,
  method: string,
  path: string,
  body: Record<string, unknown>,
  claims: Claims,
): Promise<unknown> {
  if (path === '/factors' && method === 'POST') return enroll(ctx, body, claims);
  const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (match?.[1]) {
    const [, factorId, action] = match;
    if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'Invalid factor ID');
    if (action === '/challenge' && method === 'POST') return challenge(ctx, req, factorId, claims);
    if (action === '/verify' && method === 'POST') return verify(ctx, req, factorId, body, claims);
    if (!action && method === 'DELETE') return unenroll(ctx, factorId, claims);
  }
  throw new AuthError(404, 'not_found', `Unsupported endpoint ${method} /auth/v1${path}`);
}

async function loadFactor(tx: Queryable, factorId: string, claims: Claims) {
  const { rows } = await tx.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
    [factorId, claims.sub],
  );
  const factor = rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function enroll(ctx: AuthContext, body: Record<string, unknown>, claims: Claims) {
  const type = body.factor_type;
  if (type === 'phone' || type === 'webauthn') {
    throw new AuthError(
      422,
      `mfa_${type}_enroll_not_enabled`,
      `MFA enroll is disabled for ${type}`,
    );
  }
  if (type !== 'totp') {
    throw new AuthError(
      400,
      'validation_failed',
      'factor_type needs to be totp, phone or webauthn',
    );
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  return authTx(ctx, async (tx) => {
    const user = await requireUser(tx, String(claims.sub));
    await tx.query(
      `delete from auth.mfa_factors f where f.user_id = $1 and f.status = 'unverified'
         and f.created_at < now() - make_interval(secs => $2)
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
      [user.id, UNVERIFIED_FACTOR_SECONDS],
    );
    const { rows } = await tx.query<{ all: number; verified: number; same_name: number }>(
      `select count(*)::int as all, count(*) filter (where status = 'verified')::int as verified,
         count(*) filter (where coalesce(friendly_name, '') = $2)::int as same_name
       from auth.mfa_factors where user_id = $1`,
      [user.id, friendlyName],
    );
    const counts = rows[0] ?? { all: 0, verified: 0, same_name: 0 };
    if (counts.verified > 0 && claims.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    if (counts.same_name > 0) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (counts.all >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (!user.email) throw new AuthError(500, 'unexpected_failure', 'Error generating QR Code');
    const issuer =
      typeof body.issuer === 'string' && body.issuer
        ? body.issuer
        : new URL(ctx.config.siteUrl).host;
    const secret = new Secret({ size: 20 }).base32.replace(/=+$/, '');
    const uri = totpUri(issuer, user.email, secret);
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, user.id, friendlyName, secret],
    );
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: renderSVG(uri, { ecc: 'H', pixelSize: 3 }), secret, uri },
    };
  });
}

/** pquerna/otp's key URL: issuer-prefixed label, query keys in Go's sorted order. */
function totpUri(issuer: string, email: string, secret: string) {
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: '6',
    issuer,
    period: '30',
    secret,
  });
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email).replace('%40', '@')}`;
  return `otpauth://totp/${label}?${query.toString()}`;
}

async function challenge(ctx: AuthContext, req: IncomingMessage, factorId: string, claims: Claims) {
  return authTx(ctx, async (tx) => {
    const factor = await loadFactor(tx, factorId, claims);
    const id = randomUUID();
    const { rows } = await tx.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3::inet)
       returning created_at`,
      [id, factor.id, requestIp(req)],
    );
    await tx.query(
      'update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1',
      [factor.id],
    );
    const createdAt = new Date(rows[0]?.created_at ?? Date.now()).getTime();
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(createdAt / 1000) + CHALLENGE_SECONDS,
    };
  });
}

const requestIp = (req: IncomingMessage) => {
  const ip = clientIp(req);
  return ip === 'unknown' ? '0.0.0.0' : ip;
};

type ChallengeRow = { id: string; verified_at: Date | null; same_ip: boolean; expired: boolean };

async function verify(
  ctx: AuthContext,
  req: IncomingMessage,
  factorId: string,
  body: Record<string, unknown>,
  claims: Claims,
) {
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const failure = await authTx(ctx, async (tx) => {
    const factor = await loadFactor(tx, factorId, claims);
    const { rows } = await tx.query<ChallengeRow>(
      `select id, verified_at, ip_address = $4::inet as same_ip,
         created_at < now() - make_interval(secs => $3) as expired
       from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, CHALLENGE_SECONDS, requestIp(req)],
    );
    const found = rows[0];
    if (!found) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (found.verified_at !== null || !found.same_ip) {
      throw new AuthError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      );
    }
    if (found.expired) {
      await tx.query('delete from auth.mfa_challenges where id = $1', [found.id]);
      // Returned, not thrown: the deletion must commit.
      return new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new factor.`,
      );
    }
    if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
    if (totpFor(factor.secret ?? '').validate({ token: code, window: 1 }) === null) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    return upgradeSession(ctx, tx, factor, found.id, claims);
  });
  if (failure instanceof AuthError) throw failure;
  return failure;
}

/** GoTrue's verify success: one transaction raises the session to aal2 and rotates its token. */
async function upgradeSession(
  ctx: AuthContext,
  tx: Queryable,
  factor: FactorRow,
  challengeId: string,
  claims: Claims,
) {
  const sessionId = String(claims.session_id);
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await tx.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factor.id],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factor.id],
  );
  const refreshToken = await rotateRefreshToken(tx, factor.user_id, sessionId);
  // Every other device still at aal1 is signed out, as GoTrue's InvalidateSessionsWithAALLessThan.
  await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2`, [
    factor.user_id,
    sessionId,
  ]);
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and factor_type = $2
       and status = 'unverified' and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
  return sessionJson(ctx, tx, factor.user_id, sessionId, refreshToken);
}

async function unenroll(ctx: AuthContext, factorId: string, claims: Claims) {
  return authTx(ctx, async (tx) => {
    const factor = await loadFactor(tx, factorId, claims);
    if (factor.status === 'verified' && claims.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await removeFactor(tx, factor.id);
    return { id: factor.id };
  });
}

/** Deletes a factor; sessions it raised lose its claim and fall back to aal1 (none is ended). */
export async function removeFactor(tx: Queryable, factorId: string) {
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
     where c.session_id = s.id and s.factor_id = $1
       and c.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn')`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
}
