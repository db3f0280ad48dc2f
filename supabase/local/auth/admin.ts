import type { IncomingMessage } from 'node:http';

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
import { factorJson, listFactors, type FactorRow } from './factors';
import { removeFactor } from './mfa';
import { generateLink, type MailType } from './otp';
import {
  findUserByEmail,
  insertUser,
  listUsers,
  markConfirmed,
  requireUser,
  userJson,
} from './users';

async function requireServiceRole(ctx: AuthContext, req: IncomingMessage) {
  const claims = await bearerClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/** GoTrue's admin API (service role only): users CRUD and generate_link. */
export async function handleAdmin(
  ctx: AuthContext,
  req: IncomingMessage,
  method: string,
  path: string,
  url: URL,
  body: Record<string, unknown>,
): Promise<unknown> {
  await requireServiceRole(ctx, req);
  if (path === '/admin/users' && method === 'POST') return createUser(ctx, body);
  if (path === '/admin/users' && method === 'GET') return list(ctx, url);
  if (path === '/admin/generate_link' && method === 'POST') return generate(ctx, body);
  const factor = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
  if (factor?.[1]) return adminFactors(ctx, method, factor[1], factor[2]);
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  const id = match?.[1];
  if (id && method === 'GET')
    return authTx(ctx, async (tx) => userJson(tx, await requireUser(tx, id)));
  if (id && method === 'PUT') return updateUser(ctx, id, body);
  if (id && method === 'DELETE') {
    return authTx(ctx, async (tx) => {
      await requireUser(tx, id);
      await tx.query('delete from auth.users where id = $1', [id]);
      return {};
    });
  }
  throw new AuthError(
    404,
    'not_found',
    `Unsupported endpoint ${method} /auth/v1${path} in the local stack`,
  );
}

/** GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factor_id}. */
async function adminFactors(ctx: AuthContext, method: string, userId: string, factorId?: string) {
  return authTx(ctx, async (tx) => {
    await requireUser(tx, userId);
    if (!factorId && method === 'GET') return listFactors(tx, userId);
    const { rows } = await tx.query<FactorRow>(
      'select * from auth.mfa_factors where id::text = $1 and user_id = $2',
      [factorId ?? '', userId],
    );
    const row = rows[0];
    if (!row || method !== 'DELETE')
      throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    await removeFactor(tx, row.id);
    return factorJson(row);
  });
}

async function createUser(ctx: AuthContext, body: Record<string, unknown>) {
  const email = validateEmail(body.email);
  const password = body.password === undefined ? null : checkPassword(ctx.config, body.password);
  return authTx(ctx, async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const user = await insertUser(tx, {
      email,
      password,
      userMetadata: asObject(body.user_metadata),
      appMetadata: asObject(body.app_metadata),
      confirmed: body.email_confirm === true,
    });
    return userJson(tx, user);
  });
}

async function list(ctx: AuthContext, url: URL) {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50),
  );
  return authTx(ctx, async (tx) => {
    const { rows, total } = await listUsers(tx, perPage, (page - 1) * perPage);
    const users = [];
    for (const row of rows) users.push(await userJson(tx, row));
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) =>
      `<${ctx.apiUrl()}/auth/v1/admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
    return new Reply(
      { users, aud: 'authenticated' },
      { 'X-Total-Count': String(total), Link: links.join(', ') },
    );
  });
}

async function updateUser(ctx: AuthContext, id: string, body: Record<string, unknown>) {
  if (body.ban_duration !== undefined && body.ban_duration !== 'none') {
    throw new AuthError(
      400,
      'validation_failed',
      'ban_duration is not supported by the local stack',
    );
  }
  const email = body.email === undefined ? undefined : validateEmail(body.email);
  const password =
    body.password === undefined ? undefined : checkPassword(ctx.config, body.password);
  return authTx(ctx, async (tx) => {
    await requireUser(tx, id);
    if (email !== undefined) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (password !== undefined) {
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
         where id = $1`,
        [id, password],
      );
    }
    for (const [key, column] of [
      ['user_metadata', 'raw_user_meta_data'],
      ['app_metadata', 'raw_app_meta_data'],
    ] as const) {
      if (body[key] === undefined) continue;
      await tx.query(
        `update auth.users set ${column} = coalesce(${column}, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(asObject(body[key]))],
      );
    }
    if (body.email_confirm === true) await markConfirmed(tx, id);
    return userJson(tx, await requireUser(tx, id));
  });
}

const LINK_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery']);

async function generate(ctx: AuthContext, body: Record<string, unknown>) {
  const type = typeof body.type === 'string' ? body.type : '';
  if (!LINK_TYPES.has(type)) throw new AuthError(400, 'validation_failed', 'Invalid link type');
  const email = validateEmail(body.email);
  const redirectTo = typeof body.redirect_to === 'string' ? body.redirect_to : null;
  return authTx(ctx, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user && (type === 'signup' || type === 'invite')) {
      const password = type === 'signup' ? checkPassword(ctx.config, body.password) : null;
      user = await insertUser(tx, {
        email,
        password,
        userMetadata: asObject(body.data),
        confirmed: false,
      });
    }
    if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    if (type === 'signup' && user.email_confirmed_at) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const link = await generateLink(ctx, tx, user, type as MailType, redirectTo);
    return {
      ...(await userJson(tx, await requireUser(tx, user.id))),
      action_link: link.link,
      email_otp: link.otp,
      hashed_token: link.tokenHash,
      verification_type: type,
      redirect_to: link.redirectTo,
    };
  });
}
