import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db';
import { AuthError } from './context';
import { listFactors } from './factors';

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
};

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, is_anonymous`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and not is_sso_user`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function requireUser(q: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(q, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

export async function listUsers(q: Queryable, limit: number, offset: number) {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
    [limit, offset],
  );
  const { rows: counted } = await q.query<{ total: number }>(
    'select count(*)::int as total from auth.users',
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

export type NewUser = {
  email: string;
  password: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
};

/**
 * Inserts a user and its e-mail identity as GoTrue does: raw_user_meta_data is exactly the
 * metadata sent; triggers on auth.users run now. Any database error here (a failing trigger)
 * becomes GoTrue's 500 "Database error saving new user".
 */
export async function insertUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
         case when $3::text is null then null else extensions.crypt($3::text, extensions.gen_salt('bf')) end,
         case when $4 then now() end, $5::jsonb, $6::jsonb, now(), now(), false)`,
      [
        id,
        input.email,
        input.password,
        input.confirmed,
        JSON.stringify(appMetadata),
        JSON.stringify(input.userMetadata),
      ],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at)
       values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
      [
        id,
        JSON.stringify({
          sub: id,
          email: input.email,
          email_verified: false,
          phone_verified: false,
        }),
      ],
    );
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  if (input.confirmed) await markConfirmed(tx, id);
  return requireUser(tx, id);
}

/** Confirms the address and merges email_verified into the metadata, as GoTrue does. */
export async function markConfirmed(tx: Queryable, id: string) {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
}

const iso = (value: Date | string | null) =>
  value === null ? undefined : new Date(value).toISOString();

/** GoTrue's models.User JSON: omitempty timestamps are left out when null. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const identities = rows.map((identity) => ({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }));
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    // getAuthenticatorAssuranceLevel reads nextLevel from these, in every token response too.
    factors: await listFactors(q, user.id),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** What signup answers for an address that already exists while confirmations are on. */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
