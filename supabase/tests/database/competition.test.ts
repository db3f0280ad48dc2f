import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isNickname } from '@/lib/nicknames';

import {
  as,
  createUser,
  createWorld,
  profileMetadata,
  sqlstate,
  type Actor,
  type World,
} from '../helpers/actors';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// Månadens Tävling (docs/gamification.md): opt-in, server-computed leaderboards in Stockholm
// periods, nothing private in the rows, and the integrity check on client-posted XP.
// Every scenario uses its own month (and its own users), so scenarios do not disturb each other.
// Participants appear under nicknames (league-nicknames.test.ts): each teen here joins under the
// one below, so `nick('Cilla')` is Cilla's name on the board. Where a tie is broken by name, the
// nicknames sort as the first names do (Alva before Maja, Ines before Jon).
const NICKNAMES: Record<string, string> = {
  Alva: 'Glad Alpacka',
  Bo: 'Trygg Bäver',
  Cilla: 'Kvick Koala',
  Dora: 'Driftig Delfin',
  Erik: 'Ärlig Ekorre',
  Frej: 'Flitig Flamingo',
  Gun: 'Generös Giraff',
  Hugo: 'Hjälpsam Humla',
  Ines: 'Ivrig Igelkott',
  Jon: 'Klok Kanin',
  Kim: 'Kreativ Känguru',
  Lisa: 'Lugn Leopard',
  Maja: 'Munter Myrslok',
  Nils: 'Nyfiken Nyckelpiga',
  Olle: 'Omtänksam Utter',
  Pia: 'Pigg Pingvin',
  Rut: 'Rolig Räv',
  Siri: 'Smart Sjöhäst',
  Siv: 'Snäll Säl',
  Tor: 'Tapper Tiger',
  Ulla: 'Uthållig Uggla',
  Unn: 'Solig Sjöstjärna',
  Vic: 'Vänlig Zebra',
  Vilma: 'Stark Hamster',
};
const nick = (fornamn: string) => NICKNAMES[fornamn] ?? `${fornamn}?`;
/** The nickname each user joins under (by user id). */
const nicknameOf = new Map<string, string>();

let test: TestDatabase;
let world: World;
beforeAll(async () => {
  test = await openTestDatabase();
  world = await createWorld(test.db);
  nicknameOf.set(world.actors.teenA.id!, nick('Alva'));
  nicknameOf.set(world.actors.teenB.id!, nick('Bo'));
});
afterAll(async () => {
  await test?.dispose();
});

type BoardRow = {
  position: number;
  display_name: string;
  avatar_initials: string;
  level: number;
  streak: number;
  saving_streak: number;
  badge_count: number;
  score: number;
  is_me: boolean;
  child_name: string | null;
};
type Standing = {
  joined: boolean;
  position: number | null;
  participants: number;
  score: number;
  saved_ore_this_month: string | number;
  days_left: number;
  unconfirmed_ore: string | number;
  has_guardian: boolean;
};

/** A teen (roll barn) with a profile; optionally an active member of a family. */
async function teen(
  fornamn: string,
  family?: { id: string; status?: 'active' | 'removed' },
  roll: 'barn' | 'foralder' = 'barn',
): Promise<Actor> {
  const email = `${fornamn.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createUser(test.db, email, profileMetadata({ fornamn, roll }));
  // Accounts older than every staged history (no claim may be dated before its account).
  await test.db.query(`update auth.users set created_at = '2023-01-01T00:00:00Z' where id = $1`, [
    id,
  ]);
  if (NICKNAMES[fornamn]) nicknameOf.set(id, nick(fornamn));
  if (family) {
    await test.db.query(
      `insert into public.family_members (family_id, user_id, member_role, status) values ($1, $2, 'child', $3)`,
      [family.id, id, family.status ?? 'active'],
    );
  }
  return { name: 'teenA', role: 'authenticated', id, email };
}

const call = <T>(actor: Actor, sql: string, params: unknown[] = []) =>
  as(test.db, actor, async (q) => (await q.query<T>(sql, params)).rows);

const join = async (actor: Actor) =>
  (
    await call<{ name: string }>(actor, 'select public.join_competition($1) as name', [
      nicknameOf.get(actor.id ?? '') ?? null,
    ])
  )[0]?.name;
const leave = async (actor: Actor) =>
  (await call<{ left: boolean }>(actor, 'select public.leave_competition() as left'))[0]?.left;
const board = (actor: Actor, period: 'month' | 'week', scope: 'all' | 'family', at: string) =>
  call<BoardRow>(actor, 'select * from public.leaderboard($1, $2, $3)', [period, scope, at]);
const standing = async (actor: Actor, at: string) =>
  (await call<Standing>(actor, 'select * from public.competition_standing($1)', [at]))[0]!;

/** The named rows of a board, in board order. */
const named = (rows: BoardRow[], names: string[]) =>
  rows.filter((row) => names.includes(row.display_name));
const scoreOf = async (actor: Actor, name: string, period: 'month' | 'week', at: string) =>
  (await board(actor, period, 'all', at)).find((row) => row.display_name === name)?.score;

// Source rows, written as the superuser (server code, as the fair-play triggers write awards), with
// explicit dates: arrivals (created_at) as if every device synced at once.
/** A goal set long before every staged deposit (goal points need a goal at least 24 h old). */
async function goal(user: Actor, targetOre: number, createdAt = '2024-01-01T00:00:00Z') {
  const id = randomUUID();
  await test.db.query(
    `insert into public.savings_goals (id, user_id, title, target_ore, created_at) values ($1, $2, 'Mål', $3, $4)`,
    [id, user.id, targetOre, createdAt],
  );
  return id;
}
/** A deposit a guardian has confirmed (unconfirmed saving has its own cap: saving-confirmation). */
async function deposit(user: Actor, goalId: string, amountOre: number, at: string) {
  const id = randomUUID();
  await test.db.query(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at, confirmed_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [id, user.id, goalId, amountOre, at],
  );
  return id;
}
async function xp(user: Actor, kind: string, amount: number, at: string, deleted = false) {
  await test.db.query(
    `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at, deleted)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), user.id, kind, amount, randomUUID(), at, deleted],
  );
}
async function transaction(user: Actor, at: string) {
  const id = randomUUID();
  await test.db.query(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at, created_at)
     values ($1, $2, 'expense', 'food', 'Lunch', 8900, $3, $3)`,
    [id, user.id, at],
  );
  return id;
}
async function lesson(user: Actor, lessonId: string, completedAt: string | null, bestScore = 100) {
  await test.db.query(
    `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
     values ($1, $2, $3, $4, $5, 1)`,
    [randomUUID(), user.id, lessonId, completedAt, bestScore],
  );
}

describe('score', () => {
  it('adds competition XP and goal progress points; purchases, kronor and other months do not count', async () => {
    const cilla = await teen('Cilla');
    expect(await join(cilla)).toBe(nick('Cilla'));
    // 1 000 kr goal: +250, −50 kr this month → 20 points.
    const g1 = await goal(cilla, 100_000);
    await deposit(cilla, g1, 25_000, '2025-11-03T10:00:00Z');
    await deposit(cilla, g1, -5_000, '2025-11-10T10:00:00Z');
    // 100 kr goal, 150 kr deposited in one day: 25 points (a goal gives ≤ 25 a day).
    const g2 = await goal(cilla, 10_000);
    await deposit(cilla, g2, 15_000, '2025-11-05T10:00:00Z');
    // Saved in October, taken out in November: the goal gives 0, never less.
    const g3 = await goal(cilla, 100_000);
    await deposit(cilla, g3, 50_000, '2025-10-15T10:00:00Z');
    await deposit(cilla, g3, -30_000, '2025-11-12T10:00:00Z');
    // 29,99 kr of a 3 000 kr goal: 0,9997 % → floored to 0.
    const g4 = await goal(cilla, 300_000);
    await deposit(cilla, g4, 1_000, '2025-11-06T10:00:00Z');
    await deposit(cilla, g4, 1_999, '2025-11-07T10:00:00Z');

    await xp(cilla, 'goal_deposit', 10, '2025-11-03T10:00:00Z');
    await xp(cilla, 'lesson_completed', 10, '2025-11-04T10:00:00Z');
    await xp(cilla, 'quiz_passed', 15, '2025-11-04T10:00:00Z');
    await xp(cilla, 'budget_kept', 250, '2025-11-10T10:00:00Z'); // over the rule: counts as 50
    await xp(cilla, 'purchase_logged', 50, '2025-11-04T10:00:00Z'); // logging is not saving
    await xp(cilla, 'course_completed', 100, '2025-11-04T10:00:00Z'); // not a competition kind
    await xp(cilla, 'task_approved', 50, '2025-11-04T10:00:00Z'); // not a competition kind
    await xp(cilla, 'streak', 300, '2025-11-04T10:00:00Z'); // a retired kind (the seed's)
    await xp(cilla, 'lesson_completed', 10, '2025-10-31T12:00:00Z'); // October
    await xp(cilla, 'no_spend_day', 5, '2025-11-08T10:00:00Z', true); // deleted

    const expected = 20 + 25 + 0 + 0 + 10 + 10 + 15 + 50;
    expect(await scoreOf(cilla, nick('Cilla'), 'month', '2025-11-19T12:00:00Z')).toBe(expected);
    expect(await standing(cilla, '2025-11-19T12:00:00Z')).toMatchObject({
      joined: true,
      score: expected,
      days_left: 12,
    });
    const saved = (await standing(cilla, '2025-11-19T12:00:00Z')).saved_ore_this_month;
    expect(Number(saved)).toBe(25_000 - 5_000 + 15_000 - 30_000 + 1_000 + 1_999);
    // October: the 500 kr deposit is 50 % in one day → 25 points, plus the October lesson.
    expect(await scoreOf(cilla, nick('Cilla'), 'month', '2025-10-20T12:00:00Z')).toBe(25 + 10);
  });

  it('dates by Stockholm time: 23:30 UTC on the last day of a month is the next month', async () => {
    const dora = await teen('Dora');
    await join(dora);
    const g = await goal(dora, 100_000);
    await deposit(dora, g, 5_000, '2025-10-31T22:59:59Z'); // 31 Oct 23:59:59 CET → October
    await deposit(dora, g, 20_000, '2025-10-31T23:30:00Z'); // 1 Nov 00:30 CET → November
    await deposit(dora, g, 10_000, '2025-11-30T23:30:00Z'); // 1 Dec 00:30 CET → December
    await deposit(dora, g, 7_000, '2025-06-30T22:30:00Z'); // 1 Jul 00:30 CEST → July
    const month = (at: string) => scoreOf(dora, nick('Dora'), 'month', at);
    expect(await month('2025-10-10T12:00:00Z')).toBe(5);
    expect(await month('2025-11-15T12:00:00Z')).toBe(20);
    expect(await month('2025-12-10T12:00:00Z')).toBe(10);
    expect(await month('2025-06-15T12:00:00Z')).toBe(0);
    expect(await month('2025-07-15T12:00:00Z')).toBe(7);
    // `at` itself is placed in Stockholm time too: 23:30 UTC on 30 Nov is already December.
    expect(await month('2025-11-30T23:30:00Z')).toBe(10);
    expect(await standing(dora, '2025-11-30T23:30:00Z')).toMatchObject({
      score: 10,
      days_left: 31,
    });
    expect(Number((await standing(dora, '2025-11-30T23:30:00Z')).saved_ore_this_month)).toBe(
      10_000,
    );
  });

  it('weeks are ISO weeks from Monday 00:00 Stockholm', async () => {
    const erik = await teen('Erik');
    await join(erik);
    const g = await goal(erik, 100_000);
    await deposit(erik, g, 30_000, '2025-11-16T23:30:00Z'); // Monday 17 Nov 00:30 CET
    await xp(erik, 'goal_deposit', 10, '2025-11-16T22:59:00Z'); // Sunday 16 Nov 23:59 CET
    expect(await scoreOf(erik, nick('Erik'), 'week', '2025-11-20T12:00:00Z')).toBe(25); // 30 %, ≤ 25 a day
    expect(await scoreOf(erik, nick('Erik'), 'week', '2025-11-16T22:00:00Z')).toBe(10);
    expect(await scoreOf(erik, nick('Erik'), 'week', '2025-11-24T00:00:00Z')).toBe(0);
  });
});

describe('ranking', () => {
  it('orders by score, then by who reached it first, then by name', async () => {
    const [lisa, gun, frej, hugo, ines, jon, kim] = await Promise.all(
      ['Lisa', 'Gun', 'Frej', 'Hugo', 'Ines', 'Jon', 'Kim'].map((name) => teen(name)),
    );
    for (const actor of [lisa, gun, frej, hugo, ines, jon, kim]) await join(actor!);
    // 20 each: Lisa had 30 on 1 Mar (then took 10 kr out), Gun reached 20 on 5 Mar, Frej on 6 Mar.
    const g = await goal(lisa!, 10_000);
    await deposit(lisa!, g, 3_000, '2025-03-01T10:00:00Z');
    await deposit(lisa!, g, -1_000, '2025-03-10T10:00:00Z');
    await xp(gun!, 'goal_deposit', 10, '2025-03-04T10:00:00Z');
    await xp(gun!, 'lesson_completed', 10, '2025-03-05T10:00:00Z');
    await xp(frej!, 'goal_deposit', 10, '2025-03-02T10:00:00Z');
    await xp(frej!, 'lesson_completed', 10, '2025-03-06T10:00:00Z');
    await xp(hugo!, 'quiz_passed', 15, '2025-03-01T09:00:00Z');
    // Ines and Jon: the same score at the same moment → by name.
    await xp(jon!, 'goal_deposit', 10, '2025-03-02T10:00:00Z');
    await xp(ines!, 'goal_deposit', 10, '2025-03-02T10:00:00Z');

    const names = [
      nick('Lisa'),
      nick('Gun'),
      nick('Frej'),
      nick('Hugo'),
      nick('Ines'),
      nick('Jon'),
      nick('Kim'),
    ];
    const rows = await board(kim!, 'month', 'all', '2025-03-20T12:00:00Z');
    // Each score its own place; everyone at 0 shares the place after them.
    const scored = rows.filter((row) => row.score > 0).length;
    expect(rows.map((row) => row.position)).toEqual(
      rows.map((row, i) => (row.score > 0 ? i + 1 : scored + 1)),
    );
    expect(named(rows, names).map((row) => [row.display_name, row.score])).toEqual([
      [nick('Lisa'), 20],
      [nick('Gun'), 20],
      [nick('Frej'), 20],
      [nick('Hugo'), 15],
      [nick('Ines'), 10],
      [nick('Jon'), 10],
      [nick('Kim'), 0],
    ]);
    expect(rows.filter((row) => row.is_me).map((row) => row.display_name)).toEqual([nick('Kim')]);
    expect((await standing(gun!, '2025-03-20T12:00:00Z')).position).toBe(
      rows.find((row) => row.display_name === nick('Gun'))?.position,
    );
  });
});

describe('family scope', () => {
  it('shows the participants of the caller’s active families; no family → only oneself', async () => {
    const { teenA, teenB, parentOfA, unrelatedParent } = world.actors;
    const maja = await teen('Maja', { id: world.families.a });
    const olle = await teen('Olle', { id: world.families.a, status: 'removed' });
    const nils = await teen('Nils');
    const vera = await teen('Vera', { id: world.families.a }); // in the family, not taking part
    for (const actor of [teenA, teenB, maja, olle, nils]) await join(actor);
    const at = '2025-04-15T12:00:00Z';
    const family = async (actor: Actor) =>
      (await board(actor, 'month', 'family', at)).map((row) => [row.display_name, row.is_me]);

    expect(await family(teenA)).toEqual([
      [nick('Alva'), true],
      [nick('Maja'), false],
    ]);
    expect(await family(maja)).toEqual([
      [nick('Alva'), false],
      [nick('Maja'), true],
    ]);
    expect(await family(teenB)).toEqual([[nick('Bo'), true]]);
    expect(await family(nils)).toEqual([[nick('Nils'), true]]);
    expect(await family(olle)).toEqual([[nick('Olle'), true]]);
    expect(await family(vera)).toEqual([
      [nick('Alva'), false],
      [nick('Maja'), false],
    ]);
    expect(await family(parentOfA)).toEqual([
      [nick('Alva'), false],
      [nick('Maja'), false],
    ]);
    // A guardian reads which nickname is which child (issue 41 §5), on every scope; a teen never
    // sees a name, not even a sibling's.
    const names = async (actor: Actor, scope: 'all' | 'family') =>
      (await board(actor, 'month', scope, at)).map((row) => [row.display_name, row.child_name]);
    expect(await names(parentOfA, 'family')).toEqual([
      [nick('Alva'), 'Alva'],
      [nick('Maja'), 'Maja'],
    ]);
    expect(await names(parentOfA, 'all')).toEqual(
      expect.arrayContaining([
        [nick('Alva'), 'Alva'],
        [nick('Maja'), 'Maja'],
      ]),
    );
    expect((await names(teenA, 'family')).map(([, name]) => name)).toEqual([null, null]);
    expect((await names(teenA, 'all')).every(([, name]) => name === null)).toBe(true);
    // An adult who is nobody's guardian sees no league at all (league-nicknames.test.ts).
    await expect(family(unrelatedParent)).rejects.toMatchObject({ code: '42501' });
    const all = (await board(teenA, 'month', 'all', at)).map((row) => row.display_name);
    expect(all).toEqual(
      expect.arrayContaining([nick('Alva'), nick('Bo'), nick('Maja'), nick('Nils'), nick('Olle')]),
    );
    expect(all).not.toContain(nick('Vera'));
  });
});

describe('opt-in', () => {
  it('lists participants only; joining twice is harmless; leaving removes', async () => {
    const pia = await teen('Pia');
    const at = '2025-05-10T12:00:00Z';
    const g = await goal(pia, 10_000);
    await deposit(pia, g, 4_200, '2025-05-02T10:00:00Z');
    const names = async () => (await board(pia, 'month', 'all', at)).map((r) => r.display_name);

    expect(await names()).not.toContain(nick('Pia'));
    const outside = await standing(pia, at);
    expect(outside).toMatchObject({ joined: false, position: null, score: 25 }); // 42 %, ≤ 25 a day
    const count = outside.participants;

    expect(await join(pia)).toBe(nick('Pia'));
    expect(await join(pia)).toBe(nick('Pia'));
    expect(await names()).toContain(nick('Pia'));
    const inside = await standing(pia, at);
    expect(inside).toMatchObject({ joined: true, participants: count + 1, score: 25 });
    expect(inside.position).toBeGreaterThanOrEqual(1);

    expect(await leave(pia)).toBe(true);
    expect(await leave(pia)).toBe(false);
    expect(await names()).not.toContain(nick('Pia'));
    expect(await standing(pia, at)).toMatchObject({ joined: false, participants: count });
  });

  it('names from the lists only; RLS keeps every row to its owner', async () => {
    const rut = await teen('Rut');
    const siri = await teen('Siri');
    await join(siri);
    const insert = (actor: Actor, sql: string, params: unknown[]) =>
      as(test.db, actor, (q) => sqlstate(q.query(sql, params)), { rollback: true });

    // Someone else's row, or a name typed by the client: refused.
    expect(
      await insert(rut, 'insert into public.competition_participants (user_id) values ($1)', [
        world.actors.teenB.id,
      ]),
    ).toBe('42501');
    expect(
      await insert(
        rut,
        'insert into public.competition_participants (user_id, display_name) values ($1, $2)',
        [rut.id, 'Drottning R.'],
      ),
    ).toBe('42501');
    expect(
      await insert(
        rut,
        'insert into public.competition_participants (user_id, joined_at) values ($1, $2)',
        [rut.id, '2020-01-01T00:00:00Z'],
      ),
    ).toBe('42501');
    // Own row with only user_id: allowed, under a random nickname from the lists.
    const own = await as(
      test.db,
      rut,
      async (q) => {
        await q.query('insert into public.competition_participants (user_id) values ($1)', [
          rut.id,
        ]);
        return (await q.query('select user_id, display_name from public.competition_participants'))
          .rows;
      },
      { rollback: true },
    );
    expect(own).toEqual([{ user_id: rut.id, display_name: expect.any(String) as string }]);
    expect(isNickname((own[0] as { display_name: string }).display_name)).toBe(true);

    // Nobody reads, changes or removes another participant's row.
    expect(await call(rut, 'select * from public.competition_participants')).toEqual([]);
    expect(
      await call(rut, `update public.competition_participants set display_name = 'X Y.'`).catch(
        (error: { code?: string }) => error.code,
      ),
    ).toBe('42501');
    const removed = await as(test.db, rut, async (q) => {
      const result = await q.query(
        'delete from public.competition_participants where user_id = $1',
        [siri.id],
      );
      return result.rowCount;
    });
    expect(removed).toBe(0);
    expect((await standing(siri, '2025-05-10T12:00:00Z')).joined).toBe(true);
  });

  it('is for teens with a profile only', async () => {
    const parent = await teen('Tove', undefined, 'foralder');
    await expect(join(parent)).rejects.toMatchObject({
      code: '23514',
      message: 'Månadens Tävling är bara för barn och unga',
    });
    const email = `noprofile-${randomUUID().slice(0, 8)}@example.com`;
    const bare: Actor = {
      name: 'teenA',
      role: 'authenticated',
      id: await createUser(test.db, email, null),
      email,
    };
    await expect(join(bare)).rejects.toMatchObject({ code: '23514' });
  });
});

describe('privacy', () => {
  it('returns exactly the public columns, and no ids, e-mails or kronor', async () => {
    const ulla = await teen('Ulla');
    await join(ulla);
    const g = await goal(ulla, 123_456);
    await deposit(ulla, g, 98_765, '2025-08-05T10:00:00Z');
    const rows = await board(world.actors.teenB, 'month', 'all', '2025-08-20T12:00:00Z');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'avatar_initials',
          'badge_count',
          'display_name',
          'friend_streak', // the sparkompis streak on the friends board, else null
          'child_name', // a guardian's own child's first name, else null
          'is_me',
          'level',
          'score',
          'streak',
          'saving_streak',
          'position',
        ].sort(),
      );
    }
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // no uuid
    expect(text).not.toContain('@');
    expect(text).not.toContain('Testsson'); // nicknames only, nothing of the profile's name
    expect(text).not.toMatch(/98765|987\.65|123456|1234\.56/);
    expect(rows.find((row) => row.display_name === nick('Ulla'))).toMatchObject({
      avatar_initials: 'UU',
      score: 25, // floor(98 765 / 123 456 · 100) = 80 %, in one day: at most 25
    });

    // Weeks in a row with a deposit, as the dashboard counts them: this week and last.
    const vilma = await teen('Vilma');
    await join(vilma);
    const vg = await goal(vilma, 100_000);
    await deposit(vilma, vg, 5_000, '2025-08-05T10:00:00Z');
    await deposit(vilma, vg, 5_000, '2025-08-12T10:00:00Z');
    const weekRows = await board(world.actors.teenB, 'week', 'all', '2025-08-13T12:00:00Z');
    expect(weekRows.find((row) => row.display_name === nick('Vilma'))?.saving_streak).toBe(2);

    const own = await standing(ulla, '2025-08-20T12:00:00Z');
    expect(Object.keys(own).sort()).toEqual(
      [
        'days_left',
        'has_guardian',
        'joined',
        'nickname',
        'participants',
        'position',
        'saved_ore_this_month',
        'score',
        'unconfirmed_ore',
      ].sort(),
    );
    expect(Number(own.saved_ore_this_month)).toBe(98_765);
    // Her own kronor only: what waits for a guardian's confirmation (none: staged confirmed).
    expect(Number(own.unconfirmed_ore)).toBe(0);
  });

  it('anon may call none of the competition functions', async () => {
    const anon = world.actors.anon;
    for (const sql of [
      `select * from public.leaderboard('month', 'all')`,
      `select * from public.competition_standing()`,
      'select public.join_competition()',
      'select public.leave_competition()',
      'select * from public.competition_participants',
    ]) {
      const code = await as(test.db, anon, (q) => sqlstate(q.query(sql)), { rollback: true });
      expect(code, sql).toBe('42501');
    }
  });

  it('rejects an unknown period or scope', async () => {
    const teenB = world.actors.teenB;
    const outcome = (sql: string) =>
      as(test.db, teenB, (q) => sqlstate(q.query(sql)), { rollback: true });
    expect(await outcome(`select * from public.leaderboard('year', 'all')`)).toBe('P0001');
    expect(await outcome(`select * from public.leaderboard('month', 'world')`)).toBe('P0001');
  });
});

describe('level, streak and badges', () => {
  it('level from all effective XP, the check-in streak with freezes, catalogue badges not deleted', async () => {
    const [siv, tor, unn, vic] = await Promise.all(
      ['Siv', 'Tor', 'Unn', 'Vic'].map((name) => teen(name)),
    );
    for (const actor of [siv!, tor!, unn!, vic!]) await join(actor);
    // 5 · 500 + 335 + 5 = 2 840 → level 7: each award counts at most at its rule, so the
    // 2 840-XP purchase award (a purchase gives at most 5) adds 5.
    for (let i = 0; i < 5; i++) await xp(siv!, 'course_completed', 500, '2024-01-01T10:00:00Z');
    await xp(siv!, 'course_completed', 335, '2024-01-01T10:00:00Z');
    await xp(siv!, 'purchase_logged', 2_840, '2024-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) await xp(tor!, 'task_approved', 100, '2024-01-01T10:00:00Z');
    await xp(tor!, 'lesson_completed', 300, '2024-01-01T10:00:00Z'); // counts as 10
    // Siv: 15 May, then 17–19 May and today (20 May, a lesson) → 4.
    for (const day of ['15', '17', '18', '19']) await transaction(siv!, `2025-05-${day}T10:00:00Z`);
    await lesson(siv!, 'sparande-101-intro', '2025-05-20T08:00:00Z');
    await transaction(siv!, '2025-05-22T10:00:00Z'); // after `at`: not counted
    // Tor: last check-in 18 May (a no-spend day) → the run has ended.
    await xp(tor!, 'no_spend_day', 5, '2025-05-17T10:00:00Z');
    await xp(tor!, 'no_spend_day', 5, '2025-05-18T10:00:00Z');
    // Unn: 18 May 23:00 and 20 May 00:30 Stockholm; nothing on 19 May, no freeze yet → 1.
    await transaction(unn!, '2025-05-18T21:00:00Z');
    await transaction(unn!, '2025-05-19T22:30:00Z');
    // Vic: 7 full days (10–16 May) earn a freeze, which covers 17 May → 7 + 3 = 10.
    for (const day of ['10', '11', '12', '13', '14', '15', '16', '18', '19', '20']) {
      await transaction(vic!, `2025-05-${day}T10:00:00Z`);
    }
    for (const [badge, deleted] of [
      ['first-save', false],
      ['budget-master', false],
      ['streak-7', true],
      ['starter-badge', false], // not in the catalogue (a trusted writer's retired id)
    ] as const) {
      await test.db.query(
        `insert into public.earned_badges (id, user_id, badge_id, deleted) values ($1, $2, $3, $4)`,
        [randomUUID(), siv!.id, badge, deleted],
      );
    }
    const rows = await board(siv!, 'month', 'all', '2025-05-20T10:00:00Z');
    const pick = (name: string) => {
      const row = rows.find((r) => r.display_name === name)!;
      return [row.level, row.streak, row.badge_count];
    };
    expect(pick(nick('Siv'))).toEqual([7, 4, 2]);
    expect(pick(nick('Tor'))).toEqual([2, 0, 0]);
    expect(pick(nick('Unn'))).toEqual([1, 1, 0]);
    expect(pick(nick('Vic'))).toEqual([1, 10, 0]);
  });
});

describe('days left', () => {
  it.each([
    ['2025-11-19T12:00:00Z', 12], // the spec's sample: 19 Nov → 12 days, today included
    ['2025-11-30T22:59:00Z', 1], // 30 Nov 23:59 Stockholm: the last day
    ['2025-11-30T23:00:00Z', 31], // 1 Dec 00:00 Stockholm
    ['2024-02-01T12:00:00Z', 29], // a leap February
    ['2025-03-30T12:00:00Z', 2], // the day summer time starts
  ])('at %s → %i', async (at, days) => {
    expect((await standing(world.actors.teenB, at)).days_left).toBe(days);
  });
});
