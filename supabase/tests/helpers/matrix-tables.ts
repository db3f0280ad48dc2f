import { randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from '../../local/db';
import { createUser, type Actor, type MatrixWorld as World } from './actors';

/**
 * Fixture owners in the RLS matrix: teenA's row, teenB's row and adultChild's row (C: family A's
 * child of 20, who shares nothing with the guardians; family A is also C's family).
 */
export type Owner = 'A' | 'B' | 'C';
export const OWNERS: Owner[] = ['A', 'B', 'C'];

export type Row = Record<string, unknown>;

/**
 * How the matrix exercises one table: the column that identifies a row, how the superuser makes
 * the fixture row of each owner, the row an actor tries to insert "for" an owner, and one
 * column update to try (chosen among the columns the API may update, where there are any).
 */
export type MatrixTable = {
  table: string;
  key: string;
  fixture(db: Queryable, world: World, owner: Owner): Promise<string> | string;
  insertRow(db: Queryable, world: World, actor: Actor, owner: Owner): Promise<Row> | Row;
  update: { column: string; value: string };
  /**
   * Appended to the probing INSERT. For tables with one row per user, where the owner's own row
   * is the fixture: 'on conflict do nothing' proves the insert passes RLS without a 23505.
   */
  insertSuffix?: string;
};

const OWNER_ACTORS = { A: 'teenA', B: 'teenB', C: 'adultChild' } as const;

export function ownerId(world: World, owner: Owner): string {
  const id = world.actors[OWNER_ACTORS[owner]].id;
  if (!id) throw new Error('owners are authenticated users');
  return id;
}

const familyOf = (world: World, owner: Owner) =>
  owner === 'B' ? world.families.b : world.families.a;

export async function insertRow(db: Queryable, table: string, row: Row, key: string) {
  const columns = Object.keys(row);
  const { rows } = await db.query<{ key: string }>(
    `insert into public.${table} (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning ${key}::text as key`,
    Object.values(row).map((value) =>
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ),
  );
  const value = rows[0]?.key;
  if (!value) throw new Error(`fixture insert into ${table} returned nothing`);
  return value;
}

/** A sync row: client id, owner, plus the table's own columns. */
function syncTable(
  table: string,
  /** actor is absent for the superuser's fixture row. */
  columns: (world: World, owner: Owner, db: Queryable, actor?: Actor) => Promise<Row> | Row,
  update: MatrixTable['update'],
): MatrixTable {
  return {
    table,
    key: 'id',
    async fixture(db, world, owner) {
      const row = {
        id: randomUUID(),
        user_id: ownerId(world, owner),
        ...(await columns(world, owner, db)),
      };
      return insertRow(db, table, row, 'id');
    },
    async insertRow(db, world, actor, owner) {
      return {
        id: randomUUID(),
        user_id: ownerId(world, owner),
        ...(await columns(world, owner, db, actor)),
      };
    },
    update,
  };
}

const unique = () => randomBytes(4).toString('hex');

/** Distinct Mondays (weekly_budgets allows one live row per user and week). */
let mondays = 0;
function nextMonday() {
  mondays += 1;
  return new Date(Date.UTC(2024, 0, 1 + 7 * mondays)).toISOString().slice(0, 10);
}

/** Distinct days long before any fixture's purchase (no_spend_claims: one per user and day). */
let pastDays = 0;
function nextPastDay() {
  pastDays += 1;
  return new Date(Date.UTC(2023, 0, pastDays)).toISOString().slice(0, 10);
}

/** One savings goal per owner for goal_deposits, made on first use. */
const goals = new Map<string, string>();
async function goalOf(db: Queryable, world: World, owner: Owner) {
  const userId = ownerId(world, owner);
  let goal = goals.get(userId);
  if (!goal) {
    goal = await insertRow(
      db,
      'savings_goals',
      { id: randomUUID(), user_id: userId, title: 'Cykel', target_ore: 300000 },
      'id',
    );
    goals.set(userId, goal);
  }
  return goal;
}

function isParent(actor: Actor) {
  return ['parentOfA', 'coGuardian', 'unrelatedParent'].includes(actor.name);
}

/** A distinct period start for each competition fixture (unique keys per period and place). */
let periods = 0;
function nextPeriodStart() {
  periods += 1;
  return new Date(Date.UTC(2023, 0, 1 + periods)).toISOString();
}

/** Tables of 20261125000200_competition_close.sql: written by server code only. */
export const COMPETITION_CLOSE_TABLES: MatrixTable[] = [
  {
    table: 'competition_results',
    // One frozen row per owner in the matrix database, so user_id names it.
    key: 'user_id',
    fixture: (db, world, owner) =>
      insertRow(db, 'competition_results', competitionResult(ownerId(world, owner)), 'user_id'),
    insertRow: (_db, world, _actor, owner) => competitionResult(ownerId(world, owner)),
    update: { column: 'score', value: '4242' },
  },
  {
    // A's prize is confirmed by a guardian (a minor's), B's and C's by the winner.
    table: 'prize_claims',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(db, 'prize_claims', prizeClaim(ownerId(world, owner), owner === 'A'), 'id'),
    insertRow: (_db, world, _actor, owner) => prizeClaim(ownerId(world, owner), false),
    update: { column: 'city', value: 'Lund' },
  },
  {
    table: 'notifications',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(db, 'notifications', notification(ownerId(world, owner)), 'id'),
    insertRow: (_db, world, _actor, owner) => notification(ownerId(world, owner)),
    update: { column: 'title', value: 'Ändrad rubrik' },
  },
  {
    table: 'staff_members',
    key: 'user_id',
    fixture: (db, world, owner) =>
      insertRow(db, 'staff_members', { user_id: ownerId(world, owner) }, 'user_id'),
    insertRow: (_db, world, _actor, owner) => ({ user_id: ownerId(world, owner) }),
    insertSuffix: 'on conflict (user_id) do nothing',
    update: { column: 'note', value: 'Ändrad' },
  },
];

function competitionResult(userId: string): Row {
  const starts = nextPeriodStart();
  return {
    period: 'week',
    starts,
    ends: new Date(Date.parse(starts) + 7 * 86_400_000).toISOString(),
    position: 1,
    user_id: userId,
    display_name: 'Modig Utter',
    score: 10,
  };
}

function prizeClaim(userId: string, minor: boolean): Row {
  return {
    user_id: userId,
    period_start: nextPeriodStart(),
    position: 1,
    prize: '500 kr + hörlurar',
    confirmer: minor ? 'guardian' : 'winner',
  };
}

function notification(userId: string): Row {
  return { user_id: userId, kind: 'competition_won', title: 'Grattis!', body: 'Du vann.' };
}

export const MATRIX_TABLES: MatrixTable[] = [
  {
    table: 'profiles',
    key: 'id',
    fixture: (_db, world, owner) => ownerId(world, owner),
    // A profile for a user that has none yet (profiles are normally made by the trigger).
    async insertRow(db) {
      const id = await createUser(db, `spare-${unique()}@example.com`, null);
      return {
        id,
        fornamn: 'Ny',
        efternamn: 'Person',
        mobilnummer: '0701234567',
        adress: 'Nygatan 5',
        roll: 'barn',
      };
    },
    update: { column: 'adress', value: 'Nygatan 5, Stockholm' },
  },
  {
    table: 'user_sessions',
    key: 'session_id',
    fixture: (db, world, owner) =>
      insertRow(db, 'user_sessions', { user_id: ownerId(world, owner) }, 'session_id'),
    insertRow: (_db, world, _actor, owner) => ({ user_id: ownerId(world, owner) }),
    update: { column: 'active', value: 'false' },
  },
  {
    table: 'profile_access_log',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(
        db,
        'profile_access_log',
        {
          accessed_user_id: ownerId(world, owner),
          accessor_user_id: ownerId(world, owner),
          access_type: 'VIEW',
        },
        'id',
      ),
    insertRow: (_db, world, actor, owner) => ({
      accessed_user_id: ownerId(world, owner),
      accessor_user_id: actor.id,
      access_type: 'VIEW',
    }),
    update: { column: 'access_type', value: 'UPDATE' },
  },
  {
    table: 'families',
    key: 'id',
    // C's family is A's: its fixture is the same row as A's.
    fixture: (_db, world, owner) => familyOf(world, owner),
    insertRow: (_db, _world, actor) => ({ name: 'Ny familj', created_by: actor.id }),
    update: { column: 'name', value: 'Nytt namn' },
  },
  {
    table: 'family_members',
    // Each child belongs to exactly one family, so their user_id names their membership row.
    key: 'user_id',
    fixture: (_db, world, owner) => ownerId(world, owner),
    async insertRow(db, world, _actor, owner) {
      const spare = await createUser(db, `member-${unique()}@example.com`, null);
      return { family_id: familyOf(world, owner), user_id: spare, member_role: 'child' };
    },
    update: { column: 'status', value: 'removed' },
  },
  {
    table: 'family_invites',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(
        db,
        'family_invites',
        {
          family_id: familyOf(world, owner),
          member_role: 'child',
          created_by: owner === 'B' ? world.actors.teenB.id : world.actors.parentOfA.id,
        },
        'id',
      ),
    // created_by is not insertable through the API (it defaults to auth.uid()); service sets it.
    insertRow: (_db, world, actor, owner) => ({
      family_id: familyOf(world, owner),
      member_role: 'child',
      ...(actor.role === 'service_role' ? { created_by: world.actors.parentOfA.id } : {}),
    }),
    update: { column: 'revoked', value: 'true' },
  },
  syncTable(
    'transactions',
    () => ({ type: 'expense', category: 'food', description: 'Pressbyrån', amount_ore: 3900 }),
    { column: 'description', value: 'Ändrad beskrivning' },
  ),
  syncTable('weekly_budgets', () => ({ week_start: nextMonday(), limit_ore: 120000 }), {
    column: 'limit_ore',
    value: '4242',
  }),
  syncTable(
    'savings_goals',
    (world, owner, _db, actor) => ({
      title: 'Hörlurar',
      target_ore: 500000,
      // Fixtures: A's goal was set by A's guardian, B's and C's are their own. Parents insert as
      // the setter.
      set_by: actor
        ? isParent(actor)
          ? actor.id
          : null
        : owner === 'A'
          ? world.actors.parentOfA.id
          : null,
    }),
    { column: 'title', value: 'Ny titel' },
  ),
  syncTable(
    'goal_deposits',
    async (world, owner, db) => ({ goal_id: await goalOf(db, world, owner), amount_ore: 5000 }),
    { column: 'amount_ore', value: '4242' },
  ),
  // Derived by the server alone (issue 19): only trusted code writes them.
  syncTable(
    'xp_events',
    () => ({ kind: 'lesson_completed', amount: 10, source_id: `lesson-${unique()}` }),
    { column: 'amount', value: '4242' },
  ),
  syncTable('earned_badges', () => ({ badge_id: `badge-${unique()}` }), {
    column: 'badge_id',
    value: 'changed-badge',
  }),
  syncTable('lesson_progress', () => ({ lesson_id: `lesson-${unique()}`, attempts: 1 }), {
    column: 'attempts',
    value: '5',
  }),
  // Facts a teen records once (issue 19): a quiz's chosen answers, graded by the server, and a
  // no-spend day (a distinct day long ago each: one claim per user and day, none with a purchase).
  syncTable(
    'quiz_attempts',
    () => ({ lesson_id: 'budgetering-101-vad-ar-en-budget', answers: {} }),
    { column: 'deleted', value: 'true' },
  ),
  syncTable('no_spend_claims', () => ({ day: nextPastDay() }), {
    column: 'deleted',
    value: 'true',
  }),
  syncTable(
    'tasks',
    (world, owner, _db, actor) => ({
      title: 'Städa rummet',
      reward_ore: 5000,
      // Fixtures: family A's tasks come from parentOfA (C's too), B's oddly from B.
      created_by:
        actor?.id ?? (owner !== 'B' || actor ? world.actors.parentOfA.id : world.actors.teenB.id),
    }),
    { column: 'status', value: 'done' },
  ),
  {
    // One row per participating user, under a nickname from the lists (league_nicknames).
    table: 'competition_participants',
    key: 'user_id',
    fixture: (db, world, owner) =>
      insertRow(
        db,
        'competition_participants',
        {
          user_id: ownerId(world, owner),
          nickname_adjective: { A: 'Modig', B: 'Klok', C: 'Glad' }[owner],
          nickname_animal: 'Utter',
        },
        'user_id',
      ),
    insertRow: (_db, world, _actor, owner) => ({ user_id: ownerId(world, owner) }),
    insertSuffix: 'on conflict (user_id) do nothing',
    update: { column: 'nickname_animal', value: 'Alpacka' },
  },
  {
    table: 'user_settings',
    key: 'user_id',
    fixture: (db, world, owner) =>
      insertRow(db, 'user_settings', { user_id: ownerId(world, owner) }, 'user_id'),
    insertRow: (_db, world, _actor, owner) => ({ user_id: ownerId(world, owner) }),
    insertSuffix: 'on conflict (user_id) do nothing',
    update: { column: 'share_spending', value: 'true' },
  },
  {
    table: 'applied_ops',
    key: 'op_id',
    fixture: (db, world, owner) =>
      insertRow(
        db,
        'applied_ops',
        { op_id: randomUUID(), user_id: ownerId(world, owner), result: {} },
        'op_id',
      ),
    insertRow: (_db, world, _actor, owner) => ({
      op_id: randomUUID(),
      user_id: ownerId(world, owner),
      result: {},
    }),
    update: { column: 'result', value: '{"changed": true}' },
  },
  {
    // Contact-form tickets: written through submit_support_ticket only, read by the service role.
    table: 'support_tickets',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(db, 'support_tickets', supportTicket(ownerId(world, owner)), 'id'),
    insertRow: (_db, world, _actor, owner) => supportTicket(ownerId(world, owner)),
    update: { column: 'status', value: 'solved' },
  },
  {
    // Staff replies to those tickets: written through staff_reply_to_ticket only, read through
    // the staff's RPCs and the service role.
    table: 'support_replies',
    key: 'id',
    fixture: async (db, world, owner) =>
      insertRow(db, 'support_replies', await supportReply(db, world, owner), 'id'),
    insertRow: (db, world, _actor, owner) => supportReply(db, world, owner),
    update: { column: 'body', value: 'Ändrat svar' },
  },
  {
    // Call-back requests (issue 41 §3): written through request_callback only, read and marked
    // done through the staff's RPCs and the service role.
    table: 'callback_requests',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(db, 'callback_requests', callbackRequest(ownerId(world, owner)), 'id'),
    insertRow: (_db, world, _actor, owner) => callbackRequest(ownerId(world, owner)),
    update: { column: 'status', value: 'done' },
  },
  // Allowance agreements and parent interest (20261127000900): written through their RPCs only.
  {
    table: 'allowance_versions',
    key: 'id',
    fixture: (db, world, owner) =>
      insertRow(db, 'allowance_versions', allowanceVersion(world, owner), 'id'),
    insertRow: (_db, world, _actor, owner) => allowanceVersion(world, owner),
    update: { column: 'amount_ore', value: '500000' },
  },
  {
    table: 'goal_interest',
    key: 'goal_id',
    fixture: async (db, world, owner) =>
      insertRow(db, 'goal_interest', await goalInterest(db, world, owner), 'goal_id'),
    insertRow: (db, world, _actor, owner) => goalInterest(db, world, owner),
    update: { column: 'rate_bp', value: '500' },
  },
  ...COMPETITION_CLOSE_TABLES,
  ...moneyYearTables(),
];

/**
 * Issue 26 (20261127001100_money_year.sql): scam-drill answers are written through
 * answer_scam_drill only; the report's consent through set_learned_done_sharing only. Both are
 * the owner's alone to read (a guardian reads neither).
 */
function moneyYearTables(): MatrixTable[] {
  const answer = (userId: string): Row => ({
    user_id: userId,
    drill_id: 'blocket-swish',
    answered_scam: false,
    correct: false,
    first: false,
  });
  return [
    {
      table: 'scam_drill_answers',
      key: 'id',
      fixture: (db, world, owner) =>
        insertRow(db, 'scam_drill_answers', answer(ownerId(world, owner)), 'id'),
      insertRow: (_db, world, _actor, owner) => answer(ownerId(world, owner)),
      update: { column: 'correct', value: 'true' },
    },
    {
      table: 'learned_done_sharing',
      key: 'user_id',
      fixture: (db, world, owner) =>
        insertRow(db, 'learned_done_sharing', { user_id: ownerId(world, owner) }, 'user_id'),
      insertRow: (_db, world, _actor, owner) => ({
        user_id: ownerId(world, owner),
        share_with_guardians: true,
      }),
      insertSuffix: 'on conflict (user_id) do nothing',
      update: { column: 'share_with_guardians', value: 'true' },
    },
  ];
}

/** A declined allowance proposal (no open or active one to collide with), a new version each. */
let allowanceVersions = 0;
function allowanceVersion(world: World, owner: Owner): Row {
  allowanceVersions += 1;
  return {
    child_id: ownerId(world, owner),
    family_id: familyOf(world, owner),
    version: allowanceVersions,
    amount_ore: 20000,
    frequency: 'weekly',
    pay_day: 5,
    status: 'declined',
  };
}

/** A rate on a new goal of the owner's (one rate per goal). */
async function goalInterest(db: Queryable, world: World, owner: Owner): Promise<Row> {
  const goal = await insertRow(
    db,
    'savings_goals',
    { id: randomUUID(), user_id: ownerId(world, owner), title: 'Ränta', target_ore: 300000 },
    'id',
  );
  return { goal_id: goal, user_id: ownerId(world, owner), rate_bp: 100, starts_on: '2026-01-01' };
}

/** A reply to a new ticket of the owner's. */
async function supportReply(db: Queryable, world: World, owner: Owner): Promise<Row> {
  const ticketId = await insertRow(
    db,
    'support_tickets',
    supportTicket(ownerId(world, owner)),
    'id',
  );
  return { ticket_id: ticketId, body: 'Hej! Prova att logga in igen.' };
}

/** A call-back request of the owner's, next Monday 10:00 UTC (the matrix checks no slot rule). */
function callbackRequest(userId: string): Row {
  return {
    user_id: userId,
    name: 'Elsa Lindqvist',
    phone: '0701234567',
    slot_start: '2026-12-07T10:00:00Z',
    client_key: randomBytes(32).toString('hex'),
  };
}

/** The ticket-number alphabet (no I, O, 0 or 1); a counter keeps test tickets distinct. */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
let ticketCount = 0;

function nextTicketCode(): string {
  ticketCount += 1;
  let rest = ticketCount;
  let code = '';
  for (let i = 0; i < 4; i += 1) {
    code = (TICKET_ALPHABET[rest % TICKET_ALPHABET.length] ?? 'A') + code;
    rest = Math.floor(rest / TICKET_ALPHABET.length);
  }
  return code;
}

function supportTicket(userId: string): Row {
  return {
    ticket_number: `SL-261123-${nextTicketCode()}`,
    user_id: userId,
    first_name: 'Elsa',
    last_name: 'Lindqvist',
    email: 'elsa@example.com',
    category: 'account',
    subject: 'Inloggning',
    message: 'Jag kommer inte in i appen.',
    client_key: randomBytes(32).toString('hex'),
  };
}

/** Task C's table: service-role only. Listed only when its migration is present. */
export const LOGIN_ATTEMPTS_TABLE: MatrixTable = {
  table: 'login_attempts',
  key: 'id',
  fixture: (db) =>
    insertRow(
      db,
      'login_attempts',
      { email_hash: randomBytes(32).toString('hex'), client_key: 'unknown', succeeded: false },
      'id',
    ),
  insertRow: () => ({
    email_hash: randomBytes(32).toString('hex'),
    client_key: 'unknown',
    succeeded: false,
  }),
  update: { column: 'succeeded', value: 'true' },
};
