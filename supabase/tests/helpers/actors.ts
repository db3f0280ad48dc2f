import { randomUUID } from 'node:crypto';

import type { Database, Queryable } from '../../local/db';
import { personnummer } from './personnummer';

export type ActorName = 'anon' | 'teenA' | 'teenB' | 'parentOfA' | 'unrelatedParent' | 'service';
export const ACTOR_NAMES: ActorName[] = [
  'anon',
  'teenA',
  'teenB',
  'parentOfA',
  'unrelatedParent',
  'service',
];

/**
 * The RLS matrix's wider cast (createMatrixWorld): also an adult child (20, a child of family A
 * who shares nothing with the guardians) and a co-guardian (a second parent of family A).
 */
export type MatrixActorName = ActorName | 'adultChild' | 'coGuardian';
export const MATRIX_ACTOR_NAMES: MatrixActorName[] = [
  'anon',
  'teenA',
  'teenB',
  'adultChild',
  'parentOfA',
  'coGuardian',
  'unrelatedParent',
  'service',
];

export type Actor = {
  name: MatrixActorName;
  role: 'anon' | 'authenticated' | 'service_role';
  /** auth.users id; null for anon and service_role. */
  id: string | null;
  email: string | null;
  /** The session the claims name; a fresh random one per call when absent. */
  sessionId?: string;
};

export type World = {
  actors: Record<ActorName, Actor>;
  /** Family of parentOfA (guardian) and teenA (child); teenB's family; unrelatedParent's own. */
  families: { a: string; b: string; unrelated: string };
};

export type MatrixWorld = World & { actors: Record<MatrixActorName, Actor> };

export type ProfileMetadata = Record<string, string>;

let serial = 100;

/**
 * Valid sign-up metadata (spec §5); each call gets a distinct personnummer, of a 16-year-old for
 * a youth account and of an adult for a parent account (issue 21: age decides the role).
 */
export function profileMetadata(overrides: ProfileMetadata = {}): ProfileMetadata {
  serial += 1;
  return {
    fornamn: 'Test',
    efternamn: 'Testsson',
    personnummer: personnummer(overrides.roll === 'foralder' ? '1980-05-17' : '2010-05-17', serial),
    mobilnummer: '070-123 45 67',
    adress: 'Testgatan 1, 123 45 Teststad',
    roll: 'barn',
    ...overrides,
  };
}

/** Creates an auth user as the superuser would (GoTrue-like row); the trigger makes the profile. */
export async function createUser(
  db: Queryable,
  email: string,
  metadata: ProfileMetadata | null,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt('Slantis2026', extensions.gen_salt('bf', 4)),
       case when $4 then now() end,
       '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, metadata === null ? null : JSON.stringify(metadata), confirmed],
  );
  return id;
}

/** A new family of `members` ([user id, role]), linked as superuser. Returns its id. */
export async function createFamily(
  db: Queryable,
  name: string,
  members: [string, 'guardian' | 'child'][],
) {
  const { rows } = await db.query<{ id: string }>(
    'insert into public.families (name) values ($1) returning id',
    [name],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('family insert returned no id');
  for (const [userId, role] of members) {
    await db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, $3)`,
      [id, userId, role],
    );
  }
  return id;
}

/** A family of these guardians and children, for a suite's own cast. Returns its id. */
export function familyOf(
  db: Queryable,
  guardians: Actor[],
  children: Actor[],
  name = 'Familjen Testsson',
): Promise<string> {
  const idOf = (actor: Actor) => {
    if (!actor.id) throw new Error(`${actor.name} has no account to link`);
    return actor.id;
  };
  return createFamily(db, name, [
    ...guardians.map((guardian) => [idOf(guardian), 'guardian'] as [string, 'guardian']),
    ...children.map((child) => [idOf(child), 'child'] as [string, 'child']),
  ]);
}

export type PersonOptions = {
  firstName?: string;
  lastName?: string;
  /** Birth date (YYYY-MM-DD); by default a 15-year-old's for 'barn', a 44-year-old's else. */
  born?: string;
  /** The actor's name in the suite (what `as` and the matrix report). */
  name?: MatrixActorName;
  /** The e-mail's first part (a serial follows it). */
  emailPrefix?: string;
};

let personSerial = 0;

/** A new member of a suite's own cast, signed up with valid details (spec §5) as superuser. */
export async function newPerson(
  db: Queryable,
  roll: 'barn' | 'foralder',
  { firstName, lastName, born, name, emailPrefix = 'person' }: PersonOptions = {},
): Promise<Actor> {
  personSerial += 1;
  const email = `${emailPrefix}-${personSerial}-${randomUUID().slice(0, 6)}@example.com`;
  const birthDate = born ?? bornYearsAgo(roll === 'barn' ? 15 : 44);
  const id = await createUser(
    db,
    email,
    profileMetadata({
      roll,
      fornamn: firstName ?? 'Test',
      efternamn: lastName ?? 'Testsson',
      // Birth numbers of their own (600–899): profileMetadata's serial counts from 101.
      personnummer: personnummer(birthDate, 600 + (personSerial % 300)),
    }),
  );
  const actorName = name ?? (roll === 'barn' ? 'teenA' : 'parentOfA');
  return { name: actorName, role: 'authenticated', id, email };
}

/** The cast of every database suite, created as superuser. */
export async function createWorld(db: Database): Promise<World> {
  const user = async (name: ActorName, roll: 'barn' | 'foralder', fornamn: string) => {
    const email = `${name.toLowerCase()}@example.com`;
    const id = await createUser(db, email, profileMetadata({ roll, fornamn }));
    return { name, role: 'authenticated' as const, id, email };
  };
  const teenA = await user('teenA', 'barn', 'Alva');
  const teenB = await user('teenB', 'barn', 'Bo');
  const parentOfA = await user('parentOfA', 'foralder', 'Petra');
  const unrelatedParent = await user('unrelatedParent', 'foralder', 'Ulf');
  const families = {
    a: await createFamily(db, 'Familjen A', [
      [parentOfA.id, 'guardian'],
      [teenA.id, 'child'],
    ]),
    b: await createFamily(db, 'Familjen B', [[teenB.id, 'child']]),
    unrelated: await createFamily(db, 'Familjen U', [[unrelatedParent.id, 'guardian']]),
  };
  return {
    actors: {
      anon: { name: 'anon', role: 'anon', id: null, email: null },
      service: { name: 'service', role: 'service_role', id: null, email: null },
      teenA,
      teenB,
      parentOfA,
      unrelatedParent,
    },
    families,
  };
}

/** A birth date `years` years before today (UTC), as YYYY-MM-DD. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 40);
  return date.toISOString().slice(0, 10);
}

/**
 * The world of createWorld, plus family A's adult child (20 years old, in the league's age, no
 * user_settings row: shares nothing) and co-guardian (a second active guardian of family A, so
 * linked to teenA and adultChild alike). Only the RLS matrix uses it: the other suites keep
 * family A as parentOfA + teenA.
 */
export async function createMatrixWorld(db: Database): Promise<MatrixWorld> {
  const world = await createWorld(db);
  const user = async (name: MatrixActorName, metadata: ProfileMetadata) => {
    const email = `${name.toLowerCase()}@example.com`;
    const id = await createUser(db, email, profileMetadata(metadata));
    return { name, role: 'authenticated' as const, id, email };
  };
  const adultChild = await user('adultChild', {
    roll: 'barn',
    fornamn: 'Vera',
    personnummer: personnummer(bornYearsAgo(20), 900),
  });
  const coGuardian = await user('coGuardian', { roll: 'foralder', fornamn: 'Calle' });
  for (const [userId, role] of [
    [coGuardian.id, 'guardian'],
    [adultChild.id, 'child'],
  ] as const) {
    await db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, $3)`,
      [world.families.a, userId, role],
    );
  }
  return { ...world, actors: { ...world.actors, adultChild, coGuardian } };
}

/** The JWT claims PostgREST would put in request.jwt.claims (GoTrue's shape, research §2.3). */
export function claimsFor(actor: Actor): Record<string, unknown> {
  if (actor.role !== 'authenticated') return { role: actor.role, iss: 'supabase-demo' };
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'http://127.0.0.1:54321/auth/v1',
    sub: actor.id,
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    email: actor.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: actor.sessionId ?? randomUUID(),
    is_anonymous: false,
  };
}

/**
 * The actor in a session of its own that re-authenticated just now (issue 21), as
 * confirm_reauthentication leaves it: for calls that need a fresh proof of the owner.
 */
export async function reauthenticated(db: Queryable, actor: Actor): Promise<Actor> {
  const sessionId = randomUUID();
  await db.query(
    `insert into public.user_sessions (session_id, user_id, reauthenticated_at) values ($1, $2, now())`,
    [sessionId, actor.id],
  );
  return { ...actor, sessionId };
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/**
 * Runs fn as the actor, in one transaction, the way PostgREST does: set_config('role') and
 * set_config('request.jwt.claims'), both transaction-local. With rollback, nothing persists.
 */
export async function as<T>(
  db: Database,
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
  { rollback = false } = {},
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [actor.role, JSON.stringify(claimsFor(actor))],
      );
      const value = await fn(tx);
      if (rollback) throw new Rollback(value);
      return value;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

/** The SQLSTATE of a rejected promise, or 'ok' when it resolved. */
export async function sqlstate(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : `not a database error: ${String(error)}`;
  }
}

/**
 * Runs one statement inside a savepoint and reports its SQLSTATE ('ok' on success); on failure
 * the surrounding transaction stays usable (and can still commit what came before).
 */
export async function tryStatement(
  q: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<string> {
  await q.query('savepoint try_statement');
  const outcome = await sqlstate(q.query(sql, params));
  await q.query(
    outcome === 'ok' ? 'release savepoint try_statement' : 'rollback to savepoint try_statement',
  );
  return outcome;
}

/**
 * Runs SQL as the actor (see `as`) and resolves to the first row's `v`, or to
 * 'ERR <sqlstate> <message>' when it fails: an RPC's answer or its refusal, in one comparable value.
 */
export async function callAs<T = unknown>(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T | string | undefined> {
  try {
    return await as(db, actor, async (q) => (await q.query<{ v: T }>(sql, params)).rows[0]?.v);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return `ERR ${code} ${message}`;
  }
}

/** The first row's `v` of SQL run as the database owner. */
export async function valueOf<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<{ v: T }>(sql, params)).rows[0]?.v as T;
}
