import type { IncomingMessage, ServerResponse } from 'node:http';

import { allowedRedirect } from '../config';
import { clientIp, header, readBody, requestAddress, send, sendJson } from '../http';
import type { Claims } from '../jwt';
import { handleAdmin } from './admin';
import { bearerClaims } from './bearer';
import {
  asObject,
  AuthError,
  authTx,
  checkPassword,
  Reply,
  validateEmail,
  type AuthContext,
} from './context';
import { beforeUserCreated, passwordVerificationAttempt } from './hooks';
import { handleFactors } from './mfa';
import { consumeToken, sendAuthMail, type VerifyType } from './otp';
import { requireReauthentication, sendReauthentication } from './reauthenticate';
import { endSessions, issueSession, refreshSession } from './sessions';
import { findUserByEmail, insertUser, obfuscatedUser, requireUser, userJson } from './users';

const API_VERSION = '2024-01-01';

type Request = { req: IncomingMessage; url: URL; body: Record<string, unknown> };

/** Serves /auth/v1/* (`path` is the part after /auth/v1). */
export async function handleAuth(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  const withVersion = header(req, 'x-supabase-api-version') !== undefined;
  const headers = { 'X-Supabase-Api-Version': API_VERSION };
  try {
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE') {
      const raw = (await readBody(req)).toString('utf8').trim();
      try {
        body = asObject(raw ? JSON.parse(raw) : {});
      } catch {
        throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
      }
    }
    const request: Request = { req, url, body };
    const result = await route(ctx, request, path, res);
    if (result === undefined) return;
    if (result === null) send(res, 204, null, headers);
    else if (result instanceof Reply)
      sendJson(res, 200, result.body, { ...headers, ...result.headers });
    else sendJson(res, 200, result, headers);
  } catch (error) {
    const failure =
      error instanceof AuthError
        ? error
        : new AuthError(
            500,
            'unexpected_failure',
            error instanceof Error ? error.message : String(error),
          );
    const { cause, ...extra } = failure.extra;
    if (failure.status >= 500)
      ctx.log(
        `auth ${req.method} ${path}: ${failure.message}${typeof cause === 'string' ? ` (${cause})` : ''}`,
      );
    const payload = withVersion
      ? { code: failure.code, message: failure.message, ...extra }
      : { code: failure.status, error_code: failure.code, msg: failure.message, ...extra };
    sendJson(res, failure.status, payload, { ...headers, 'x-sb-error-code': failure.code });
  }
}

function limit(
  ctx: AuthContext,
  req: IncomingMessage,
  bucket: 'signInSignUps' | 'tokenVerifications' | 'tokenRefresh',
) {
  const limits = ctx.config.rateLimits;
  if (limits && !ctx.limiter.take(`${bucket}:${clientIp(req)}`, limits[bucket])) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/** Returns the JSON to answer, null for 204, or undefined when the route already answered. */
async function route(
  ctx: AuthContext,
  r: Request,
  path: string,
  res: ServerResponse,
): Promise<unknown> {
  const method = r.req.method ?? 'GET';
  if (path.startsWith('/admin/')) return handleAdmin(ctx, r.req, method, path, r.url, r.body);
  if (path === '/factors' || path.startsWith('/factors/')) {
    const { claims } = await requireSession(ctx, r.req);
    return handleFactors(ctx, r.req, method, path, r.body, claims);
  }
  switch (`${method} ${path}`) {
    case 'GET /health':
      return {
        version: 'local',
        name: 'GoTrue',
        description: 'Slantis local GoTrue-compatible auth',
      };
    case 'GET /settings':
      return settings(ctx);
    case 'POST /signup':
      limit(ctx, r.req, 'signInSignUps');
      return signup(ctx, r);
    case 'POST /token':
      return token(ctx, r);
    case 'POST /otp':
      limit(ctx, r.req, 'signInSignUps');
      return otp(ctx, r);
    case 'POST /recover':
      limit(ctx, r.req, 'signInSignUps');
      return recover(ctx, r);
    case 'POST /verify':
      limit(ctx, r.req, 'tokenVerifications');
      return verifyPost(ctx, r);
    case 'GET /verify':
      limit(ctx, r.req, 'tokenVerifications');
      await verifyGet(ctx, r, res);
      return undefined;
    case 'GET /user': {
      const { claims } = await requireSession(ctx, r.req);
      return authTx(ctx, async (tx) => userJson(tx, await requireUser(tx, String(claims.sub))));
    }
    case 'PUT /user':
      return updateUser(ctx, r);
    case 'GET /reauthenticate':
    case 'POST /reauthenticate': {
      const { claims } = await requireSession(ctx, r.req);
      await sendReauthentication(ctx, String(claims.sub));
      return {};
    }
    case 'POST /logout': {
      const { claims } = await requireSession(ctx, r.req);
      const scope = r.url.searchParams.get('scope') ?? 'global';
      await authTx(ctx, (tx) =>
        endSessions(tx, String(claims.sub), String(claims.session_id), scope),
      );
      return null;
    }
    default:
      throw new AuthError(
        404,
        'not_found',
        `Unsupported endpoint ${method} /auth/v1${path} in the local stack`,
      );
  }
}

function settings(ctx: AuthContext) {
  return {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

function rejectPkce(body: Record<string, unknown>) {
  if (body.code_challenge) {
    throw new AuthError(
      400,
      'validation_failed',
      'The PKCE flow is not supported by the local stack; use the implicit flow',
    );
  }
}

async function signup(ctx: AuthContext, { body, url, req }: Request) {
  rejectPkce(body);
  const email = validateEmail(body.email);
  const password = checkPassword(ctx.config, body.password);
  const metadata = asObject(body.data);
  const redirectTo = url.searchParams.get('redirect_to');
  return authTx(ctx, async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && (ctx.config.autoconfirm || existing.email_confirmed_at)) {
      if (ctx.config.autoconfirm)
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      return obfuscatedUser(email, metadata);
    }
    if (existing) {
      await sendAuthMail(ctx, tx, existing, 'signup', redirectTo);
      return userJson(tx, await requireUser(tx, existing.id));
    }
    await beforeUserCreated(ctx, tx, { email, userMetadata: metadata }, requestAddress(req));
    const user = await insertUser(tx, {
      email,
      password,
      userMetadata: metadata,
      confirmed: ctx.config.autoconfirm,
    });
    if (ctx.config.autoconfirm)
      return issueSession(ctx, tx, user.id, 'password', header(req, 'user-agent'));
    await sendAuthMail(ctx, tx, user, 'signup', redirectTo);
    return userJson(tx, await requireUser(tx, user.id));
  });
}

async function token(ctx: AuthContext, r: Request) {
  const grant = r.url.searchParams.get('grant_type');
  if (grant === 'password') {
    limit(ctx, r.req, 'signInSignUps');
    const email = typeof r.body.email === 'string' ? r.body.email.trim() : '';
    const password = typeof r.body.password === 'string' ? r.body.password : '';
    const user = await authTx(ctx, async (tx) => {
      const { rows } = await tx.query<{ id: string; ok: boolean; confirmed: boolean }>(
        `select id, encrypted_password is not null and encrypted_password <> ''
                  and encrypted_password = extensions.crypt($2, encrypted_password) as ok,
                email_confirmed_at is not null as confirmed
         from auth.users where lower(email) = lower($1) and not is_sso_user`,
        [email, password],
      );
      return rows[0];
    });
    if (!user) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    // Its own transaction: a failure is counted even though this request then fails.
    const verdict = await authTx(ctx, (tx) =>
      passwordVerificationAttempt(ctx, tx, user.id, user.ok, requestAddress(r.req)),
    );
    if (verdict.rejected) throw new AuthError(400, 'invalid_credentials', verdict.message);
    if (!user.ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return authTx(ctx, (tx) =>
      issueSession(ctx, tx, user.id, 'password', header(r.req, 'user-agent')),
    );
  }
  if (grant === 'refresh_token') {
    limit(ctx, r.req, 'tokenRefresh');
    const refresh = typeof r.body.refresh_token === 'string' ? r.body.refresh_token : '';
    return authTx(ctx, (tx) => refreshSession(ctx, tx, refresh));
  }
  if (grant === 'pkce') {
    throw new AuthError(
      400,
      'validation_failed',
      'The PKCE flow is not supported by the local stack; use the implicit flow',
    );
  }
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function otp(ctx: AuthContext, { body, url, req }: Request) {
  rejectPkce(body);
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(body.email);
  const createUser = body.create_user !== false;
  const redirectTo = url.searchParams.get('redirect_to');
  await authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      const userMetadata = asObject(body.data);
      await beforeUserCreated(ctx, tx, { email, userMetadata }, requestAddress(req));
      user = await insertUser(tx, {
        email,
        password: null,
        userMetadata,
        confirmed: ctx.config.autoconfirm,
      });
    }
    // An unconfirmed address gets the signup confirmation mail instead, as GoTrue does.
    await sendAuthMail(ctx, tx, user, user.email_confirmed_at ? 'magiclink' : 'signup', redirectTo);
  });
  return {};
}

async function recover(ctx: AuthContext, { body, url }: Request) {
  rejectPkce(body);
  const email = validateEmail(body.email);
  await authTx(ctx, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendAuthMail(ctx, tx, user, 'recovery', url.searchParams.get('redirect_to'));
  });
  return {};
}

const VERIFY_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email']);

function verifyType(value: unknown): VerifyType {
  if (typeof value !== 'string' || !VERIFY_TYPES.has(value)) {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  }
  return value as VerifyType;
}

async function verifyPost(ctx: AuthContext, { body, req }: Request) {
  const type = verifyType(body.type);
  const lookup =
    typeof body.token_hash === 'string' && body.token_hash
      ? { tokenHash: body.token_hash }
      : {
          email: validateEmail(body.email),
          otp: typeof body.token === 'string' ? body.token.trim() : '',
        };
  return authTx(ctx, async (tx) => {
    const { user, kind } = await consumeToken(ctx, tx, type, lookup);
    return issueSession(
      ctx,
      tx,
      user.id,
      kind === 'recovery' && type === 'recovery' ? 'recovery' : 'otp',
      header(req, 'user-agent'),
    );
  });
}

async function verifyGet(ctx: AuthContext, { url, req }: Request, res: ServerResponse) {
  const type = url.searchParams.get('type') ?? '';
  const target = allowedRedirect(ctx.config, url.searchParams.get('redirect_to'));
  const redirect = (fragment: Record<string, string>) =>
    send(res, 303, null, { Location: `${target}#${new URLSearchParams(fragment)}` });
  try {
    const session = await authTx(ctx, async (tx) => {
      const { user } = await consumeToken(ctx, tx, verifyType(type), {
        tokenHash: url.searchParams.get('token') ?? '',
      });
      const method = type === 'recovery' ? 'recovery' : 'otp';
      return issueSession(ctx, tx, user.id, method, header(req, 'user-agent'));
    });
    redirect({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    const failure =
      error instanceof AuthError ? error : new AuthError(500, 'unexpected_failure', String(error));
    const names: Record<number, string> = {
      400: 'invalid_request',
      401: 'unauthorized_client',
      403: 'access_denied',
    };
    redirect({
      error: names[failure.status] ?? 'server_error',
      error_code: failure.code,
      error_description: failure.message,
      sb: '',
    });
  }
}

/** A user's access token whose session still exists (GET/PUT /user, /logout). */
export async function requireSession(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<{ claims: Claims }> {
  const claims = await bearerClaims(ctx, req);
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const { rows } = await ctx.db.query('select 1 from auth.sessions where id = $1', [
    claims.session_id ?? null,
  ]);
  if (rows.length === 0) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { claims };
}

async function updateUser(ctx: AuthContext, r: Request) {
  const { claims } = await requireSession(ctx, r.req);
  const { body } = r;
  if (body.email !== undefined || body.phone !== undefined) {
    throw new AuthError(
      400,
      'validation_failed',
      'Changing the e-mail address or phone is not supported by the local stack',
    );
  }
  const password =
    body.password === undefined ? undefined : checkPassword(ctx.config, body.password);
  return authTx(ctx, async (tx) => {
    const userId = String(claims.sub);
    if (password !== undefined) {
      await requireReauthentication(ctx, tx, userId, String(claims.session_id), body.nonce);
      const { rows } = await tx.query<{ same: boolean }>(
        `select coalesce(encrypted_password = extensions.crypt($2, encrypted_password), false) as same
         from auth.users where id = $1`,
        [userId, password],
      );
      if (rows[0]?.same) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
         where id = $1`,
        [userId, password],
      );
    }
    if (body.data !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
           updated_at = now() where id = $1`,
        [userId, JSON.stringify(asObject(body.data))],
      );
    }
    return userJson(tx, await requireUser(tx, userId));
  });
}
