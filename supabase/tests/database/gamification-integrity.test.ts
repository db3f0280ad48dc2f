// @both-engines: Stockholm days across DST, concurrent awards.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  addCalendarDays,
  BADGES,
  CATEGORY_DAILY_CAPS,
  checkInStreak,
  DAILY_POINTS_CEILING,
  GOAL_MATURITY_HOURS,
  isoWeekKeyOfDate,
  KIND_CATEGORY,
  OFFLINE_GRACE_HOURS,
  QUIZ_PRACTICE_XP,
  weeklySavingStreak,
  XP_KINDS,
  XP_RULES,
} from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';
import { levelFromXp } from '@/lib/levels';

import { seed } from '../../local/migrate';
import {
  as,
  createUser,
  profileMetadata,
  tryStatement,
  type Actor,
  type World,
} from '../helpers/actors';
import { pushAs, upsertOp, type Op } from '../helpers/push';
import { stockholmTodayAwayFromMidnight } from '../helpers/stockholm-today';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Gamification integrity (issue 8 §5, issue 19, docs/gamification.md § Fair play): clients send
// facts, the server derives every award from them by its own copy of the rules — XP as facts
// arrive (purchases, deposits, quiz attempts, no-spend claims), the rest at the end of each push
// (private.refresh_awards: kept weeks, streak milestones, badges) — with the name-based ids the
// app gives its provisional rows, and counts XP as the rules allow (effective XP). Forged requests
// are cheating-client.test.ts's. Dates are relative to the server's today (the rules use now()),
// in Stockholm time; history staged as the superuser is dated as if it had arrived on time.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const TODAY = await stockholmTodayAwayFromMidnight();
const daysAgo = (n: number) => addCalendarDays(TODAY, -n);
/** Noon UTC of a Stockholm date: inside that Stockholm day whatever the DST offset. */
const noon = (date: string) => `${date}T12:00:00Z`;
/** The Monday (Stockholm date) of the ISO week holding a date. */
const mondayOf = (date: string) =>
  addCalendarDays(date, -((new Date(noon(date)).getUTCDay() + 6) % 7));
const THIS_MONDAY = mondayOf(TODAY);

let serial = 0;
/**
 * A fresh teen (roll barn) with a profile, whose account was made `createdAgo` ago (old enough
 * by default for every staged date: the server never dates a claim before the account).
 */
async function teen(fornamn = 'Test', createdAgo = '400 days'): Promise<Actor> {
  serial += 1;
  const email = `integrity-${serial}-${randomUUID().slice(0, 6)}@example.com`;
  const id = await createUser(test.db, email, profileMetadata({ fornamn, roll: 'barn' }));
  await sql(`update auth.users set created_at = now() - $2::interval where id = $1`, [
    id,
    createdAgo,
  ]);
  return { name: 'teenA', role: 'authenticated', id, email };
}

const upsert = upsertOp;
const remove = (table: string, id: string): Op => ({ opId: randomUUID(), table, op: 'delete', id });
const push = (actor: Actor, ops: Op[]) => pushAs(test.db, actor, ops);
/** One PostgREST-style statement as the actor: its SQLSTATE ('ok' when it went through). */
const rest = (actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => tryStatement(q, text, params));
/** What the app pushes for a purchase (occurred_at: now unless given). */
const purchase = (patch: Record<string, unknown> = {}, id?: string) =>
  upsert(
    'transactions',
    { type: 'expense', category: 'food', description: 'Glass', amount_ore: 2500, ...patch },
    id,
  );

// Source rows, written as the superuser (the seed's and the server's own path: they earn nothing
// by themselves), with explicit dates.
const sql = (text: string, params: unknown[] = []) => test.db.query(text, params);
async function transaction(
  user: Actor,
  at: string,
  type: 'expense' | 'income' = 'expense',
  opts: { amountOre?: number; deleted?: boolean } = {},
) {
  const id = randomUUID();
  await sql(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at, deleted, created_at)
     values ($1, $2, $3, $4, 'Köp', $5, $6, $7, $6)`,
    [
      id,
      user.id,
      type,
      type === 'income' ? 'income' : 'food',
      opts.amountOre ?? 5000,
      at,
      opts.deleted ?? false,
    ],
  );
  return id;
}
/** A goal made long ago (old enough to score), unless `createdAt` says otherwise. */
async function goal(
  user: Actor,
  targetOre: number,
  title = 'Mål',
  createdAt = '2025-01-01T00:00:00Z',
) {
  const id = randomUUID();
  await sql(
    `insert into public.savings_goals (id, user_id, title, target_ore, created_at) values ($1, $2, $3, $4, $5)`,
    [id, user.id, title, targetOre, createdAt],
  );
  return id;
}
/** A deposit a guardian has confirmed (unconfirmed saving has its own cap: saving-confirmation). */
async function deposit(
  user: Actor,
  goalId: string,
  amountOre: number,
  at?: string,
  deleted = false,
) {
  const id = randomUUID();
  await sql(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at, deleted,
       confirmed_at)
     values ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, coalesce($5::timestamptz, now()))`,
    [id, user.id, goalId, amountOre, at ?? null, deleted],
  );
  return id;
}
async function award(
  user: Actor,
  kind: string,
  amount: number,
  at: string,
  source = randomUUID().toString(),
) {
  await sql(
    `insert into public.xp_events (id, user_id, kind, amount, source_id, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), user.id, kind, amount, source, at],
  );
}
async function lessons(user: Actor, ids: string[], at: string, bestScore = 100) {
  for (const lessonId of ids) {
    await sql(
      `insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
       values ($1, $2, $3, $4, $5, 1)`,
      [randomUUID(), user.id, lessonId, at, bestScore],
    );
  }
}
async function courseLessons(courseId: string) {
  const { rows } = await sql(
    `select id from private.catalog_lessons where course_id = $1 order by position`,
    [courseId],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}
/** A weekly budget, set (received by the server) at noon of its Monday unless `setAt` says. */
async function budget(user: Actor, weekStart: string, limitOre: number, setAt = noon(weekStart)) {
  await sql(
    `insert into public.weekly_budgets (id, user_id, week_start, limit_ore, created_at)
     values ($1, $2, $3, $4, $5)`,
    [randomUUID(), user.id, weekStart, limitOre, setAt],
  );
}
async function task(user: Actor, status: string, rewardXp: number) {
  const id = randomUUID();
  await sql(
    `insert into public.tasks (id, user_id, created_by, title, reward_xp, status) values ($1, $2, $2, 'Diska', $3, $4)`,
    [id, user.id, rewardXp, status],
  );
  return id;
}
async function effectiveXp(user: Actor): Promise<number> {
  const { rows } = await sql(`select private.xp_total($1)::int as n`, [user.id]);
  return (rows[0] as { n: number }).n;
}
async function stats(user: Actor): Promise<Record<string, number>> {
  const { rows } = await sql(`select private.behaviour_stats($1, private.stockholm_today()) as s`, [
    user.id,
  ]);
  return (rows[0] as { s: Record<string, number> }).s;
}
/** Check-in days for a streak: one purchase on each of the given Stockholm dates. */
async function checkIns(user: Actor, dates: string[]) {
  for (const date of dates) await transaction(user, noon(date), 'income');
}
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// What the server derived.
type Award = { id: string; kind: string; amount: number; source_id: string; scoring: boolean };
async function awards(user: Actor, kind?: string): Promise<Award[]> {
  const { rows } = await sql(
    `select id, kind, amount, source_id, scoring from public.xp_events
     where user_id = $1 and ($2::text is null or kind = $2) order by server_seq`,
    [user.id, kind ?? null],
  );
  return rows as Award[];
}
/** [kind, amount, source, scoring] of each award, in the order the server recorded them. */
const summary = (rows: Award[]) => rows.map((r) => [r.kind, r.amount, r.source_id, r.scoring]);
/** Every award's id is the name-based id the app gives its provisional row. */
async function expectNameBasedIds(user: Actor, rows: Award[]) {
  for (const row of rows) {
    expect(row.id, `${row.kind} ${row.source_id}`).toBe(
      await nameBasedUuid('xp', user.id!, row.kind, row.source_id),
    );
  }
}
async function badges(user: Actor): Promise<string[]> {
  const { rows } = await sql(
    `select badge_id from public.earned_badges where user_id = $1 order by badge_id`,
    [user.id],
  );
  return (rows as { badge_id: string }[]).map((row) => row.badge_id).sort();
}
const refresh = (user: Actor) => sql(`select private.refresh_awards($1)`, [user.id]);
async function checkInDays(user: Actor): Promise<string[]> {
  const { rows } = await sql(
    `select array(select to_char(d, 'YYYY-MM-DD') from unnest(private.check_in_days($1)) d order by d) as days`,
    [user.id],
  );
  return (rows[0] as { days: string[] }).days;
}
/** Makes a goal `hours` old (the stamp trigger keeps created_at, so staging bypasses it). */
async function ageGoal(goalId: string, hours: number) {
  await test.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `update public.savings_goals set created_at = now() - make_interval(hours => $2) where id = $1`,
      [goalId, hours],
    );
  });
}

describe('the server’s copy of the rules', () => {
  it('holds every XP kind as XP_RULES has it', async () => {
    const { rows } = await sql(
      `select r.kind, r.max_xp, r.scope, r.ladder, r.competition
       from private.xp_rules r order by r.kind`,
    );
    expect(rows).toEqual(
      [...XP_KINDS].sort().map((kind) => {
        const rule = XP_RULES[kind];
        return {
          kind,
          max_xp: Math.max(...rule.ladder),
          scope: rule.scope,
          ladder: [...rule.ladder],
          competition: rule.competition,
        };
      }),
    );
    // The one XP table is the generated one: no hand-written copy (xp_rule_max) is left.
    const copies = await sql(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.proname = 'xp_rule_max'`,
    );
    expect(copies.rows).toEqual([]);
  });

  it('gives the level of the level curve (generated level_for_xp = levelFromXp)', async () => {
    const totals = [0, 1, 299, 300, 301, 649, 650, 1_049, 1_050, 1_499, 1_500, 2_840, 51_500];
    for (let total = 0; total <= 12_000; total += 37) totals.push(total);
    const { rows } = await sql(
      `select t::integer as total, private.level_for_xp(t::bigint) as level
       from unnest($1::integer[]) as t`,
      [totals],
    );
    expect(rows).toEqual(totals.map((total) => ({ total, level: levelFromXp(total).level })));
    expect((await sql(`select private.level_for_xp(null) as level`)).rows).toEqual([{ level: 1 }]);
  });

  it('knows every badge and the constants the checks read', async () => {
    const { rows } = await sql(`select id from private.catalog_badges order by position`);
    expect(rows.map((row) => (row as { id: string }).id)).toEqual(BADGES.map((b) => b.id));
    const constants = await sql(
      `select count(*)::int as n from private.gamification_constants where value is not null and name = any($1)`,
      [
        [
          'quiz_pass_percent',
          'course_xp_max',
          'task_xp_max',
          'max_freezes',
          'days_per_freeze',
          'goal_points_cap',
          'min_scoring_target_ore',
          'scoring_goals',
        ],
      ],
    );
    expect(constants.rows).toEqual([{ n: 8 }]);
  });

  it('holds the fair-play numbers of fair-play.ts: categories, caps, ceiling, grace, maturity', async () => {
    const { rows: caps } = await sql(
      `select category, daily_cap from private.points_categories order by category`,
    );
    expect(Object.fromEntries(caps.map((r) => [r.category, r.daily_cap]))).toEqual(
      CATEGORY_DAILY_CAPS,
    );
    const { rows: kinds } = await sql(
      `select kind, category from private.xp_rules where category is not null order by kind`,
    );
    expect(Object.fromEntries(kinds.map((r) => [r.kind, r.category]))).toEqual(KIND_CATEGORY);
    const { rows } = await sql(
      `select private.gconst('daily_points_ceiling') as ceiling,
         private.gconst('offline_grace_hours') as grace,
         private.gconst('goal_maturity_hours') as maturity`,
    );
    expect(rows).toEqual([
      { ceiling: DAILY_POINTS_CEILING, grace: OFFLINE_GRACE_HOURS, maturity: GOAL_MATURITY_HOURS },
    ]);
  });
});

describe('streaks: the SQL port equals src/lib/gamification', () => {
  /** A small seeded PRNG, so a failure can be replayed. */
  function random(seedValue: number) {
    let a = seedValue;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('checkInStreak on 400 random histories (gaps, freezes, days after today)', async () => {
    const next = random(20261122);
    const today = '2025-06-30';
    const cases = Array.from({ length: 400 }, (_, i) => {
      const density = [0.5, 0.75, 0.9, 0.97][i % 4]!;
      const span = 10 + Math.floor(next() * 80);
      const days: string[] = [];
      for (let d = -span; d <= 2; d++) if (next() < density) days.push(addCalendarDays(today, d));
      return { days, today: addCalendarDays(today, -Math.floor(next() * 3)) };
    });
    const { rows } = await sql(
      `select t.ord::int as i, s.current_run, s.longest_run, s.freezes_held, s.freezes_used,
         s.alive, s.today_done, to_char(s.run_start, 'YYYY-MM-DD') as run_start
       from jsonb_array_elements($1::jsonb) with ordinality as t (c, ord)
       cross join lateral private.check_in_streak(
         array(select jsonb_array_elements_text(t.c -> 'days')::date), (t.c ->> 'today')::date) s
       order by t.ord`,
      [JSON.stringify(cases)],
    );
    expect(rows).toHaveLength(cases.length);
    for (const [i, row] of rows.entries()) {
      const { days, today: day } = cases[i]!;
      const expected = checkInStreak(days, day);
      expect(
        {
          current: row.current_run,
          longest: row.longest_run,
          freezesHeld: row.freezes_held,
          freezesUsed: row.freezes_used,
          alive: row.alive,
          todayDone: row.today_done,
          runStart: row.run_start,
        },
        `case ${i}: ${JSON.stringify(cases[i])}`,
      ).toEqual(expected);
    }
  });

  it('weeklySavingStreak on 200 random week sets', async () => {
    const next = random(47);
    const thisMonday = '2026-01-05'; // week 2026-W02: runs cross the year boundary
    const cases = Array.from({ length: 200 }, () => {
      const mondays: string[] = [];
      for (let w = -30; w <= 1; w++) {
        if (next() < 0.7) mondays.push(addCalendarDays(thisMonday, 7 * w));
      }
      return mondays;
    });
    const { rows } = await sql(
      `select t.ord::int as i, s.current_run, s.longest_run
       from jsonb_array_elements($1::jsonb) with ordinality as t (c, ord)
       cross join lateral private.weekly_streak(
         array(select jsonb_array_elements_text(t.c)::date), $2::date) s
       order by t.ord`,
      [JSON.stringify(cases), thisMonday],
    );
    for (const [i, row] of (rows as { current_run: number; longest_run: number }[]).entries()) {
      const expected = weeklySavingStreak(
        cases[i]!.map(isoWeekKeyOfDate),
        isoWeekKeyOfDate(thisMonday),
      );
      expect({ current: row.current_run, longest: row.longest_run }, `case ${i}`).toEqual(expected);
    }
  });

  it.each([
    ['2026-W47', '2026-11-16'],
    ['2026-W53', '2026-12-28'],
    ['2025-W53', null], // 2025 has 52 weeks
    ['2027-W01', '2027-01-04'],
    ['2026-47', null],
    ['2026-W00', null],
  ])('parses the ISO week %s', async (key, monday) => {
    const { rows } = await sql(`select to_char(private.parse_iso_week($1), 'YYYY-MM-DD') as m`, [
      key,
    ]);
    expect(rows).toEqual([{ m: monday }]);
  });
});

describe('effective XP', () => {
  const day = '2025-02-10'; // a Monday in winter: Stockholm is UTC+1
  it.each([
    ['7 purchases in a day: 5+5+5+2+2+2+0', 'purchase_logged', 5, 7, 21],
    ['2 goal_deposit awards in a day: only the first', 'goal_deposit', 10, 2, 10],
    ['6 purchases at 2 XP: each still at most its step', 'purchase_logged', 2, 6, 12],
    ['3 lessons: source-limited kinds are not laddered', 'lesson_completed', 10, 3, 30],
    ['an award above its rule counts at the rule', 'lesson_completed', 300, 1, 10],
    ['a retired kind counts nothing', 'streak', 300, 2, 0],
  ])('%s', async (_name, kind, amount, count, expected) => {
    const user = await teen();
    for (let i = 0; i < count; i++) {
      await award(user, kind, amount, `${day}T${String(8 + i).padStart(2, '0')}:00:00Z`);
    }
    expect(await effectiveXp(user)).toBe(expected);
  });

  it('takes the day in Stockholm time: 22:30 and 23:30 UTC in winter are two days', async () => {
    const user = await teen();
    for (let i = 0; i < 6; i++) await award(user, 'purchase_logged', 5, `${day}T22:${10 + i}:00Z`);
    for (let i = 0; i < 6; i++) await award(user, 'purchase_logged', 5, `${day}T23:${10 + i}:00Z`);
    // 22:xx UTC = 23:xx on the 10th: 5+5+5+2+2+2 = 21 (amounts 5 above the 2-XP steps count 2);
    // 23:xx UTC = 00:xx on the 11th: another 21.
    expect(await effectiveXp(user)).toBe(42);
  });

  it('dates no-spend days and kept weeks by their source: a late sync keeps all of them', async () => {
    const user = await teen();
    const at = '2025-03-03T10:00:00Z';
    for (const date of ['2025-02-24', '2025-02-25', '2025-02-26']) {
      await award(user, 'no_spend_day', 5, at, date);
    }
    for (const week of ['2025-W06', '2025-W07', '2025-W08']) {
      await award(user, 'budget_kept', 50, at, week);
    }
    expect(await effectiveXp(user)).toBe(15 + 150);
  });

  it('a streak milestone counts at most its own XP', async () => {
    const user = await teen();
    await award(user, 'streak_milestone', 250, '2025-03-03T10:00:00Z', 'streak:2025-02-01:7');
    await award(user, 'streak_milestone', 250, '2025-03-03T10:00:00Z', 'streak:2025-02-01:100');
    expect(await effectiveXp(user)).toBe(25 + 250);
  });

  it('levels and the competition use it: 2 goal_deposit awards in a day score 10', async () => {
    const user = await teen('Greta');
    // Fixed nicknames throughout: a random one could be one another test here chooses.
    await as(test.db, user, (q) => q.query(`select public.join_competition('Sparsam Tjäder')`));
    await award(user, 'goal_deposit', 10, '2025-04-03T09:00:00Z');
    await award(user, 'goal_deposit', 10, '2025-04-03T15:00:00Z');
    for (let i = 0; i < 60; i++) await award(user, 'purchase_logged', 5, '2025-04-04T09:00:00Z');
    const rows = await as(test.db, user, async (q) => {
      const { rows: board } = await q.query<{ score: number; level: number; is_me: boolean }>(
        `select score, level, is_me from public.leaderboard('month', 'all', '2025-04-20T12:00:00Z')`,
      );
      return board.filter((row) => row.is_me);
    });
    // 60 purchases in a day: 21 XP, + 10 → 31 XP, level 1.
    expect(rows).toEqual([{ score: 10, level: 1, is_me: true }]);
    expect(await effectiveXp(user)).toBe(31);
  });
});

describe('purchases earn as they arrive', () => {
  it('a teen’s own purchases climb the ladder of the server’s day: 5, 5, 5, 2, 2, 2, then 0', async () => {
    const user = await teen();
    // A purchase back-dated a month and an income count on the day they arrive.
    const ops = [
      purchase({ occurred_at: noon(daysAgo(30)) }),
      purchase({ type: 'income', category: 'income', description: 'Veckopeng', amount_ore: 30000 }),
      ...Array.from({ length: 4 }, () => purchase()),
    ];
    expect((await push(user, ops)).map((r) => r.status)).toEqual(ops.map(() => 'applied'));
    expect((await push(user, [purchase()]))[0]?.status).toBe('applied'); // the 7th of the day
    const rows = await awards(user);
    expect(summary(rows)).toEqual(
      [5, 5, 5, 2, 2, 2].map((xp, i) => ['purchase_logged', xp, ops[i]!.id, true]),
    );
    await expectNameBasedIds(user, rows);
    expect(await effectiveXp(user)).toBe(21);
  });

  it('a REST insert earns too; editing, deleting or re-sending a purchase earns nothing more', async () => {
    const user = await teen();
    const id = randomUUID();
    expect(
      await rest(
        user,
        `insert into public.transactions (id, type, category, description, amount_ore) values ($1, 'expense', 'food', 'Bulle', 1500)`,
        [id],
      ),
    ).toBe('ok');
    const results = await push(user, [
      purchase({ description: 'Kanelbulle' }, id),
      purchase({ amount_ore: 1700 }, id),
      remove('transactions', id),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(summary(await awards(user))).toEqual([['purchase_logged', 5, id, true]]);
  });

  it('the seed’s and the server’s own rows earn nothing by themselves', async () => {
    const user = await teen();
    await transaction(user, noon(TODAY));
    await deposit(user, await goal(user, 10_000), 10_000);
    expect(await awards(user)).toEqual([]);
  });

  it('a guardian’s approval pays the task’s income without purchase XP, task_approved once', async () => {
    const { parentOfA: parent, teenA: child } = world.actors;
    const created = await as(test.db, parent, async (q) => {
      const { rows } = await q.query<{ id: string }>(
        `select public.create_task($1, 'Dammsuga', 4500, 100, null) as id`,
        [child.id],
      );
      return rows[0]!.id;
    });
    await as(test.db, child, (q) =>
      q.query(`update public.tasks set status = 'done' where id = $1`, [created]),
    );
    await as(test.db, parent, (q) => q.query(`select public.review_task($1, true)`, [created]));
    const { rows: income } = await sql(
      `select amount_ore::int as ore from public.transactions where user_id = $1 and type = 'income'`,
      [child.id],
    );
    expect(income).toEqual([{ ore: 4500 }]);
    expect(summary(await awards(child))).toEqual([['task_approved', 100, created, true]]);
    // The approval earns the child's badge at once (tasksApproved), not at the next push.
    expect(await badges(child)).toContain('first-task');
  });
});

describe('deposits earn as they arrive', () => {
  it.each([
    ['just now: XP, but no competition points', 0, false],
    [`${GOAL_MATURITY_HOURS + 1} hours ago: they score`, GOAL_MATURITY_HOURS + 1, true],
  ])(
    'a goal made %s: goal_deposit (first of the day), each milestone and reached, once per goal',
    async (_name, ageHours, scoring) => {
      const user = await teen();
      const g = randomUUID();
      await push(user, [upsert('savings_goals', { title: 'Cykel', target_ore: 40_000 }, g)]);
      if (ageHours > 0) await ageGoal(g, ageHours);
      const first = upsert('goal_deposits', { goal_id: g, amount_ore: 10_000 }); // 25 %
      await push(user, [first]);
      await push(user, [upsert('goal_deposits', { goal_id: g, amount_ore: 10_000 })]); // 50 %
      await push(user, [
        upsert('goal_deposits', { goal_id: g, amount_ore: 25_000 }), // 112 %
        upsert('goal_deposits', { goal_id: g, amount_ore: 1_000 }),
      ]);
      const rows = await awards(user);
      expect(summary(rows)).toEqual([
        ['goal_deposit', 10, first.id, scoring],
        ['goal_milestone', 25, `${g}:25`, scoring],
        ['goal_milestone', 25, `${g}:50`, scoring],
        ['goal_milestone', 25, `${g}:75`, scoring],
        ['goal_reached', 100, g, scoring],
      ]);
      await expectNameBasedIds(user, rows);
    },
  );

  it('a withdrawal or a deleted deposit earns nothing; an edit earns what it reaches, once', async () => {
    const user = await teen();
    const g = await goal(user, 20_000);
    const first = upsert('goal_deposits', { goal_id: g, amount_ore: 10_000 }); // 50 %
    const second = upsert('goal_deposits', { goal_id: g, amount_ore: 2_000 }); // 60 %
    await push(user, [first, second]);
    const before = summary(await awards(user));
    expect(before).toEqual([
      ['goal_deposit', 10, first.id, true],
      ['goal_milestone', 25, `${g}:25`, true],
      ['goal_milestone', 25, `${g}:50`, true],
    ]);
    const results = await push(user, [
      upsert('goal_deposits', { goal_id: g, amount_ore: -1_000 }), // a withdrawal
      remove('goal_deposits', first.id), // 1 000 left
      upsert('goal_deposits', { goal_id: g, amount_ore: 10_000 }), // 55 % again
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(summary(await awards(user))).toEqual(before);
    // Raising a deposit to the target reaches 75 % and the goal.
    await push(user, [upsert('goal_deposits', { amount_ore: 21_000 }, second.id)]);
    expect(summary(await awards(user))).toEqual([
      ...before,
      ['goal_milestone', 25, `${g}:75`, true],
      ['goal_reached', 100, g, true],
    ]);
  });
});

describe('no-spend claims', () => {
  it('today and days ended within 72 h earn 5 XP dated by the day; older ones are stored only', async () => {
    const user = await teen();
    await transaction(user, noon(TODAY), 'income'); // an income is not an expense
    await transaction(user, noon(daysAgo(1))); // an expense: yesterday cannot be claimed
    await transaction(user, noon(daysAgo(2)), 'expense', { deleted: true }); // deleted: it can
    const tomorrow = addCalendarDays(TODAY, 1);
    const cases: [string, 'push' | 'rest', string][] = [
      [TODAY, 'push', 'applied'],
      [daysAgo(1), 'push', 'no_spend_day_refused'],
      [daysAgo(2), 'rest', 'ok'],
      [daysAgo(5), 'push', 'applied'], // stored, no XP: an honest device offline is not told off
      [tomorrow, 'push', 'no_spend_day_refused'],
      [tomorrow, 'rest', '23514'],
    ];
    for (const [day, via, expected] of cases) {
      const id = await nameBasedUuid('no_spend_claims', user.id!, day);
      const outcome =
        via === 'rest'
          ? await rest(user, `insert into public.no_spend_claims (id, day) values ($1, $2)`, [
              id,
              day,
            ])
          : await push(user, [upsert('no_spend_claims', { day }, id)]).then(([r]) =>
              r?.status === 'rejected' ? r.code : r?.status,
            );
      expect(outcome, `${via} ${day}`).toBe(expected);
    }
    const { rows: claims } = await sql(
      `select to_char(day, 'YYYY-MM-DD') as day, created_at > now() - interval '1 minute' as stamped
       from public.no_spend_claims where user_id = $1 order by day desc`,
      [user.id],
    );
    expect(claims).toEqual([TODAY, daysAgo(2), daysAgo(5)].map((day) => ({ day, stamped: true })));
    const rows = await awards(user);
    expect(summary(rows)).toEqual([
      ['no_spend_day', 5, TODAY, true],
      ['no_spend_day', 5, daysAgo(2), true],
    ]);
    await expectNameBasedIds(user, rows);
    // Awarded claims are check-in days; the one stored only is not.
    expect(await checkInDays(user)).toEqual([daysAgo(2), daysAgo(1), TODAY]);
  });

  it('the same claim again is a duplicate, even once an expense was logged that day', async () => {
    // Two devices claim yesterday (the same name-based id); the first is synced, then an expense
    // for yesterday, then the second device's claim: the server already has it.
    const user = await teen();
    const day = daysAgo(1);
    const claim = upsert(
      'no_spend_claims',
      { day },
      await nameBasedUuid('no_spend_claims', user.id!, day),
    );
    expect((await push(user, [claim]))[0]?.status).toBe('applied');
    expect((await push(user, [purchase({ occurred_at: noon(day) })]))[0]?.status).toBe('applied');
    const again = await push(user, [{ ...claim, opId: randomUUID() }]);
    expect(again[0]).toMatchObject({ status: 'duplicate' });
    expect(summary(await awards(user, 'no_spend_day'))).toEqual([['no_spend_day', 5, day, true]]);
  });
});

type Key = { question_id: string; correct_option: number; options: number };
async function quizKeys(lessonId: string): Promise<Key[]> {
  const { rows } = await sql(
    `select question_id, correct_option, options from private.quiz_keys where lesson_id = $1 order by position`,
    [lessonId],
  );
  return rows as Key[];
}
/** The first catalogue lesson whose quiz has `questions` questions. */
async function lessonWith(questions: number): Promise<{ id: string; min_seconds: number }> {
  const { rows } = await sql(
    `select cl.id, cl.min_seconds from private.catalog_lessons cl
     where (select count(*) from private.quiz_keys k where k.lesson_id = cl.id) = $1
     order by cl.course_id, cl.position limit 1`,
    [questions],
  );
  return rows[0] as { id: string; min_seconds: number };
}
/** The answers a device sends: the first `right` questions right, the others wrong. */
const answers = (keys: Key[], right = keys.length) =>
  Object.fromEntries(
    keys.map((k, i) => [
      k.question_id,
      i < right ? k.correct_option : (k.correct_option + 1) % k.options,
    ]),
  );
/** A quiz attempt op: the lesson read for `seconds`, submitted `endedAgo` seconds ago. */
function attempt(lessonId: string, chosen: Record<string, number>, seconds: number, endedAgo = 0) {
  const finished = new Date(Date.now() - endedAgo * 1000);
  return upsert('quiz_attempts', {
    lesson_id: lessonId,
    answers: chosen,
    started_at: new Date(finished.getTime() - seconds * 1000).toISOString(),
    finished_at: finished.toISOString(),
  });
}
async function progress(user: Actor) {
  const { rows } = await sql(
    `select id, lesson_id, completed_at, best_score, attempts from public.lesson_progress
     where user_id = $1 order by lesson_id`,
    [user.id],
  );
  return rows as {
    id: string;
    lesson_id: string;
    completed_at: Date;
    best_score: number;
    attempts: number;
  }[];
}

describe('quiz attempts, graded by the server', () => {
  it.each([
    [0, 0, false],
    [2, 40, false],
    [3, 60, true],
    [5, 100, true],
  ])(
    '%i of 5 right: score %i, passed %s; lesson_completed always, quiz_passed if passed',
    async (right, score, passed) => {
      const user = await teen();
      const lesson = await lessonWith(5);
      const keys = await quizKeys(lesson.id);
      const [result] = await push(user, [
        attempt(lesson.id, answers(keys, right), lesson.min_seconds + 5),
      ]);
      expect(result?.status).toBe('applied');
      const { rows } = await sql(
        `select score, passed, scoring from public.quiz_attempts where user_id = $1`,
        [user.id],
      );
      // Read for long enough, finished just now: a passed quiz scores, a failed one does not.
      expect(rows).toEqual([{ score, passed, scoring: passed }]);
      const xp = await awards(user);
      expect(summary(xp)).toEqual([
        ['lesson_completed', 10, lesson.id, passed],
        ...(passed ? [['quiz_passed', 15, lesson.id, true]] : []),
      ]);
      await expectNameBasedIds(user, xp);
      const [row] = await progress(user);
      expect(row).toMatchObject({
        id: await nameBasedUuid('lesson_progress', user.id!, lesson.id),
        best_score: score,
        attempts: 1,
      });
    },
  );

  it('merges progress: the first completion, the best score, one more attempt each time', async () => {
    const user = await teen();
    const lesson = await lessonWith(5);
    const keys = await quizKeys(lesson.id);
    const first = attempt(lesson.id, answers(keys, 2), lesson.min_seconds + 5, 7200); // 40 %
    await push(user, [first]);
    await push(user, [attempt(lesson.id, answers(keys, 5), lesson.min_seconds + 5, 3600)]); // 100 %
    await push(user, [attempt(lesson.id, answers(keys, 3), lesson.min_seconds + 5)]); // 60 %
    const rows = await progress(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: await nameBasedUuid('lesson_progress', user.id!, lesson.id),
      best_score: 100,
      attempts: 3,
    });
    expect(new Date(rows[0]!.completed_at).toISOString()).toBe(first.patch!.finished_at);
    expect(summary(await awards(user))).toEqual([
      ['lesson_completed', 10, lesson.id, false], // the failed first attempt
      ['quiz_passed', QUIZ_PRACTICE_XP, lesson.id, false], // passed later: practice
    ]);
  });

  it('bounds the completion: a month back counts as 72 h back, a clock ahead as now', async () => {
    const user = await teen();
    const [a, b] = [await lessonWith(3), await lessonWith(4)];
    await push(user, [
      attempt(a.id, answers(await quizKeys(a.id)), a.min_seconds + 5, 30 * 86_400),
      attempt(b.id, answers(await quizKeys(b.id)), b.min_seconds + 5, -86_400),
    ]);
    const { rows } = await sql(
      `select l.lesson_id, l.completed_at = a.created_at - make_interval(hours => $2) as grace_back,
         l.completed_at = a.created_at as received, a.scoring
       from public.lesson_progress l join public.quiz_attempts a on a.lesson_id = l.lesson_id and a.user_id = l.user_id
       where l.user_id = $1 order by l.lesson_id = $3 desc`,
      [user.id, OFFLINE_GRACE_HOURS, a.id],
    );
    // Neither scores: a finish outside the window is not believed.
    expect(rows).toEqual([
      { lesson_id: a.id, grace_back: true, received: false, scoring: false },
      { lesson_id: b.id, grace_back: false, received: true, scoring: false },
    ]);
    // A new account's lesson cannot be read before the account existed: counted, not completed.
    const fresh = await teen('Ny', '1 hour');
    await push(fresh, [attempt(a.id, answers(await quizKeys(a.id)), a.min_seconds + 5, 86_400)]);
    const { rows: bounded } = await sql(
      `select l.completed_at, l.attempts from public.lesson_progress l where l.user_id = $1`,
      [fresh.id],
    );
    expect(bounded).toEqual([{ completed_at: null, attempts: 1 }]);
    expect(await awards(fresh)).toEqual([]);
  });

  it('course_completed once the last lesson of a course is finished, at the course’s XP', async () => {
    const user = await teen();
    const course = await courseLessons('kom-igang-med-slantis');
    const last = course.at(-1)!;
    const read = async (lessonId: string, endedAgo = 0) => {
      const { rows } = await sql(`select min_seconds from private.catalog_lessons where id = $1`, [
        lessonId,
      ]);
      const seconds = (rows[0] as { min_seconds: number }).min_seconds + 5;
      return push(user, [attempt(lessonId, answers(await quizKeys(lessonId)), seconds, endedAgo)]);
    };
    await read(last, 3600); // the last lesson first: the course is not done
    expect((await awards(user, 'course_completed')).length).toBe(0);
    await lessons(user, course.slice(0, -2), noon(daysAgo(1))); // staged as the server had them
    await read(course.at(-2)!);
    const rows = await awards(user, 'course_completed');
    expect(summary(rows)).toEqual([['course_completed', 50, 'kom-igang-med-slantis', true]]);
    await expectNameBasedIds(user, rows);
    await read(course.at(-2)!); // again: nothing more
    expect(await awards(user, 'course_completed')).toHaveLength(1);
  });
});

describe('refresh_awards: budget weeks', () => {
  const LAST_MONDAY = addCalendarDays(THIS_MONDAY, -7);
  const key = isoWeekKeyOfDate(LAST_MONDAY);
  // Last week is judged all this week, on evidence the server received in time: a budget set
  // before the week ended + 72 h, and a check-in day within the week (check-ins are bounded).
  it.each([
    [
      'a budget carried over, spent exactly, with a purchase that week',
      true,
      async (u: Actor) => {
        await budget(u, addCalendarDays(LAST_MONDAY, -14), 50_000);
        await transaction(u, noon(LAST_MONDAY), 'expense', { amountOre: 30_000 });
        await transaction(u, noon(addCalendarDays(LAST_MONDAY, 6)), 'expense', {
          amountOre: 20_000,
        });
      },
    ],
    [
      'one öre over the budget',
      false,
      async (u: Actor) => {
        await budget(u, LAST_MONDAY, 50_000);
        await transaction(u, noon(LAST_MONDAY), 'expense', { amountOre: 50_001 });
      },
    ],
    [
      'no budget',
      false,
      async (u: Actor) => {
        await transaction(u, noon(LAST_MONDAY), 'expense', { amountOre: 100 });
      },
    ],
    [
      'a budget set only this week',
      false,
      async (u: Actor) => {
        await budget(u, THIS_MONDAY, 50_000);
        await transaction(u, noon(LAST_MONDAY), 'expense', { amountOre: 100 });
      },
    ],
    [
      'a budget set for last week only after it was over (+ 72 h)',
      false,
      async (u: Actor) => {
        await budget(u, LAST_MONDAY, 50_000, noon(addCalendarDays(LAST_MONDAY, 10)));
        await transaction(u, noon(LAST_MONDAY), 'expense', { amountOre: 100 });
      },
    ],
    [
      'a budget, but no check-in that week',
      false,
      async (u: Actor) => {
        await budget(u, LAST_MONDAY, 50_000);
        await transaction(u, noon(addCalendarDays(LAST_MONDAY, -1)), 'income');
      },
    ],
    [
      'a budget and only a no-spend day that week',
      true,
      async (u: Actor) => {
        await budget(u, LAST_MONDAY, 50_000);
        const sunday = addCalendarDays(LAST_MONDAY, 6);
        await award(u, 'no_spend_day', 5, noon(sunday), sunday);
      },
    ],
  ])('last week: %s → kept %s', async (_name, kept, history) => {
    const user = await teen();
    await history(user);
    await refresh(user);
    await refresh(user); // twice: still once
    const rows = await awards(user, 'budget_kept');
    if (kept) {
      expect(summary(rows)).toEqual([['budget_kept', 50, key, true]]);
      await expectNameBasedIds(user, rows);
    } else {
      expect(rows).toEqual([]);
    }
  });

  it('never judges an older week, even a kept one', async () => {
    const user = await teen();
    const older = addCalendarDays(THIS_MONDAY, -14);
    await budget(user, older, 50_000);
    await transaction(user, noon(older), 'expense', { amountOre: 100 });
    await refresh(user);
    expect(await awards(user, 'budget_kept')).toEqual([]);
  });
});

describe('refresh_awards: streak milestones', () => {
  it('7 days in a row earn 7 (sourced by the run’s first day); 30 days earn 30 as well', async () => {
    const week = await teen();
    await checkIns(week, range(0, 8).map(daysAgo));
    await refresh(week);
    const rows = await awards(week, 'streak_milestone');
    expect(summary(rows)).toEqual([['streak_milestone', 25, `streak:${daysAgo(8)}:7`, true]]);
    await expectNameBasedIds(week, rows);

    const month = await teen();
    await checkIns(month, range(0, 30).map(daysAgo));
    await refresh(month);
    expect(summary(await awards(month, 'streak_milestone'))).toEqual([
      ['streak_milestone', 25, `streak:${daysAgo(30)}:7`, true],
      ['streak_milestone', 100, `streak:${daysAgo(30)}:30`, true],
    ]);
  });

  it('once per milestone per run, when its first day moves later or earlier', async () => {
    const user = await teen();
    const days = new Map<string, string>();
    for (const n of range(0, 8))
      days.set(daysAgo(n), await transaction(user, noon(daysAgo(n)), 'income'));
    await refresh(user);
    const milestone = [['streak_milestone', 25, `streak:${daysAgo(8)}:7`, true]];
    expect(summary(await awards(user, 'streak_milestone'))).toEqual(milestone);
    // The first two days deleted: the run (7 days still) starts on day −6.
    const results = await push(user, [
      remove('transactions', days.get(daysAgo(8))!),
      remove('transactions', days.get(daysAgo(7))!),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(summary(await awards(user, 'streak_milestone'))).toEqual(milestone);
    // Purchases for days −14 … −7 (history as it would have arrived in time): the run now
    // starts on day −14, still the same run.
    await checkIns(user, [...range(7, 8), ...range(9, 14)].map(daysAgo));
    await refresh(user);
    expect(summary(await awards(user, 'streak_milestone'))).toEqual(milestone);
  });

  it('a new run after a broken one earns its milestone again', async () => {
    const user = await teen();
    // Days 20…13 ago (8 days: one freeze earned), 12 and 11 missed: the run ends on day 11.
    await checkIns(user, range(13, 20).map(daysAgo));
    await checkIns(user, range(0, 10).map(daysAgo));
    await award(user, 'streak_milestone', 25, noon(daysAgo(14)), `streak:${daysAgo(20)}:7`);
    await refresh(user);
    expect((await awards(user, 'streak_milestone')).map((r) => r.source_id)).toEqual([
      `streak:${daysAgo(20)}:7`,
      `streak:${daysAgo(10)}:7`,
    ]);
  });
});

describe('refresh_awards: badges', () => {
  it('every badge the server’s counts earn appears after the push that earns it', async () => {
    const user = await teen();
    const g = randomUUID();
    await push(user, [upsert('savings_goals', { title: 'Cykel', target_ore: 20_000 }, g)]);
    expect(await badges(user)).toEqual(['first-goal']);
    await push(user, [purchase()]);
    expect(await badges(user)).toEqual(['first-goal', 'first-purchase']);
    const lesson = await lessonWith(3);
    await push(user, [
      upsert('no_spend_claims', { day: daysAgo(1) }),
      upsert('goal_deposits', { goal_id: g, amount_ore: 20_000 }),
      attempt(lesson.id, answers(await quizKeys(lesson.id)), lesson.min_seconds + 5),
    ]);
    expect(await badges(user)).toEqual(
      [
        'first-goal',
        'first-purchase',
        'first-no-spend',
        'first-save',
        'goal-reached',
        'first-lesson',
        'first-quiz',
        'perfect-quiz',
      ].sort(),
    );
    const { rows } = await sql(`select id, badge_id from public.earned_badges where user_id = $1`, [
      user.id,
    ]);
    for (const row of rows as { id: string; badge_id: string }[]) {
      expect(row.id).toBe(await nameBasedUuid('earned_badges', user.id!, row.badge_id));
    }
    // A badge stays earned when its source goes (the purchase deleted).
    const { rows: tx } = await sql(`select id from public.transactions where user_id = $1`, [
      user.id,
    ]);
    await push(user, [remove('transactions', (tx[0] as { id: string }).id)]);
    expect(await badges(user)).toContain('first-purchase');
  });

  it('strict counts: deposits on one server day are one deposit day, however many', async () => {
    const user = await teen();
    const g = await goal(user, 1_000_000);
    await push(
      user,
      Array.from({ length: 3 }, () => upsert('goal_deposits', { goal_id: g, amount_ore: 1_000 })),
    );
    expect((await stats(user)).goalDepositDays).toBe(1);
    expect(await badges(user)).toEqual(['first-goal', 'first-save']);
  });

  it('purchase days are days the server can vouch for: a back-dated batch earns no purchase-days-25', async () => {
    const user = await teen();
    await push(
      user,
      range(0, 24).map((n) => purchase({ occurred_at: noon(daysAgo(n)) })),
    );
    expect(await badges(user)).not.toContain('purchase-days-25');
  });

  it('refresh_awards_of: the caller’s own awards or their child’s, nobody else’s', async () => {
    const [child, stranger] = [await teen('Cim'), await teen('Sam')];
    const parent = await teen('Pia');
    const { rows } = await sql(
      `insert into public.families (name) values ('Familjen C') returning id`,
    );
    const family = (rows[0] as { id: string }).id;
    await sql(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian'), ($1, $3, 'child')`,
      [family, parent.id, child.id],
    );
    await transaction(child, noon(TODAY)); // history the server has not judged yet
    const call = (actor: Actor) => rest(actor, `select public.refresh_awards_of($1)`, [child.id]);
    expect(await call(stranger)).toBe('ok');
    expect(await badges(child)).toEqual([]);
    expect(await call(parent)).toBe('ok');
    expect(await badges(child)).toEqual(['first-purchase']);
  });
});

describe('check-in days, bounded', () => {
  it('a purchase back-dated a month counts on the first day of its arrival window', async () => {
    const user = await teen();
    await push(user, [
      purchase({ occurred_at: new Date(Date.now() - 30 * 86_400_000).toISOString() }),
      purchase({ occurred_at: noon(daysAgo(1)) }), // within the window: its own day
      purchase({ occurred_at: new Date(Date.now() + 2 * 86_400_000).toISOString() }), // ahead: today
    ]);
    const { rows } = await sql(
      `select to_char(private.stockholm_date(now() - private.offline_grace()), 'YYYY-MM-DD') as d`,
    );
    const windowStart = (rows[0] as { d: string }).d;
    expect(await checkInDays(user)).toEqual([...new Set([windowStart, daysAgo(1), TODAY])].sort());
    // An account made an hour ago: a purchase of last week counts on the account's first day.
    const fresh = await teen('Ny', '1 hour');
    await push(fresh, [purchase({ occurred_at: noon(daysAgo(7)) })]);
    const { rows: created } = await sql(
      `select to_char(private.stockholm_date(created_at), 'YYYY-MM-DD') as d from auth.users where id = $1`,
      [fresh.id],
    );
    expect(await checkInDays(fresh)).toEqual([(created[0] as { d: string }).d]);
  });
});

describe('behaviour_stats', () => {
  it('behaviour_stats mirrors BehaviourStats on a known history', async () => {
    const user = await teen();
    // Purchases on 3 days (one deleted), a no-spend day, 2 own goals (one deleted) and one set by
    // a parent, deposits on 2 days (a withdrawal too), a reached goal, two kept weeks in a row.
    await checkIns(user, [daysAgo(1), daysAgo(2)]);
    await transaction(user, noon(daysAgo(2)));
    await transaction(user, noon(daysAgo(30)), 'expense', { deleted: true });
    await award(user, 'no_spend_day', 5, noon(TODAY), TODAY);
    const g1 = await goal(user, 10_000);
    const g2 = await goal(user, 50_000);
    await sql(`update public.savings_goals set deleted = true where id = $1`, [g2]);
    await sql(
      `insert into public.savings_goals (id, user_id, title, target_ore, set_by) values ($1, $2, 'Körkort', 10000, $3)`,
      [randomUUID(), user.id, world.actors.parentOfA.id],
    );
    await deposit(user, g1, 6_000, noon(daysAgo(1)));
    await deposit(user, g1, 6_000, noon(TODAY));
    await deposit(user, g1, -2_000, noon(TODAY));
    for (const week of [addCalendarDays(THIS_MONDAY, -14), addCalendarDays(THIS_MONDAY, -7)]) {
      await award(user, 'budget_kept', 50, noon(TODAY), isoWeekKeyOfDate(week));
    }
    const sakerhet = await courseLessons('sakerhet');
    await lessons(user, sakerhet, noon(daysAgo(1)), 100);
    await lessons(user, ['budgetering-101-vad-ar-en-budget'], noon(daysAgo(1)), 60);
    await lessons(user, ['budgetering-101-50-30-20'], noon(daysAgo(1)), 40);
    await task(user, 'approved', 20);
    await task(user, 'done', 20);
    expect(await stats(user)).toEqual({
      purchasesLogged: 3,
      purchaseDays: 2,
      noSpendDays: 1,
      goalsCreated: 2,
      goalDepositDays: 2,
      goalsReached: 1,
      budgetWeeksKept: 2,
      longestBudgetKeptRun: 2,
      lessonsCompleted: sakerhet.length + 2,
      quizzesPassed: sakerhet.length + 1,
      perfectQuizzes: sakerhet.length,
      coursesCompleted: 1,
      coursesTotal: 11, // every course but the parents' own
      publicCoursesCompleted: 0, // 'sakerhet' is not one of the four public courses
      publicCoursesTotal: 4,
      longestCheckInStreak: 3,
      longestSavingStreak: 3, // kept −2, −1 and deposits this week
      tasksApproved: 1,
      level: 1,
    });
  });
});

describe('leaderboard', () => {
  const at = '2025-09-20T12:00:00Z';
  const board = (actor: Actor) =>
    as(
      test.db,
      actor,
      async (q) =>
        (await q.query(`select * from public.leaderboard('month', 'all', $1)`, [at])).rows,
    );

  it('goal points: targets of 100 kr or more, the best three goals; goal awards likewise', async () => {
    const user = await teen('Hedda');
    await as(test.db, user, (q) => q.query(`select public.join_competition('Klurig Trana')`));
    // 5 goals of 1 000 kr (made long before) with 5, 10, 15, 20 and 30 % deposited on five days
    // of September, one deposit each (at most 25 points a goal a day), and a 50-kr goal filled
    // twice over: only 25 + 20 + 15 goal points.
    for (const [day, share] of [
      [1, 5],
      [2, 10],
      [3, 15],
      [4, 20],
      [5, 30],
    ] as const) {
      const g = await goal(user, 100_000);
      await deposit(user, g, share * 1_000, `2025-09-0${day}T10:00:00Z`);
      await award(user, 'goal_milestone', 25, `2025-09-0${day}T10:00:00Z`, `${g}:25`);
    }
    const tiny = await goal(user, 5_000);
    await deposit(user, tiny, 10_000, '2025-09-10T10:00:00Z');
    await award(user, 'goal_reached', 100, '2025-09-10T10:00:00Z', tiny);
    const rows = (await board(user)) as { score: number; is_me: boolean }[];
    // Goal awards: the first 3 goals of 1 000 kr × 25 (the tiny goal's 100 does not count).
    expect(rows.find((row) => row.is_me)?.score).toBe(25 + 20 + 15 + 3 * 25);
  });

  it('shows exactly the public columns, nothing private, and only participants', async () => {
    const ida = await teen('Ida');
    const outsider = await teen('Oskar');
    await as(test.db, ida, (q) => q.query(`select public.join_competition('Pigg Panda')`));
    const g = await goal(ida, 77_700, 'Hemlig resa till Paris');
    await deposit(ida, g, 66_600, '2025-09-03T10:00:00Z');
    // The outsider has a far higher score but never joined.
    const og = await goal(outsider, 10_000);
    await deposit(outsider, og, 10_000, '2025-09-03T10:00:00Z');
    for (let i = 0; i < 20; i++)
      await award(outsider, 'lesson_completed', 10, '2025-09-04T10:00:00Z');
    const rows = await board(world.actors.teenB);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'avatar_initials',
        'badge_count',
        'child_name',
        'display_name',
        'friend_streak',
        'is_me',
        'level',
        'position',
        'saving_streak',
        'score',
        'streak',
      ]);
      // The sparkompis streak is only on the friends tab (docs/friends.md).
      const { friend_streak: friendStreak, child_name: childName, ...rest } = row;
      expect(friendStreak).toBeNull();
      expect(childName).toBeNull(); // a teen never sees a name
      for (const value of Object.values(rest))
        expect(['number', 'string', 'boolean']).toContain(typeof value);
    }
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Testsson');
    expect(text).not.toContain('Paris');
    expect(text).not.toMatch(/66600|666\.00|77700|777\.00/);
    expect(text).not.toContain('Oskar');
    // 85 % of her goal in one deposit: 25 points (at most 25 a goal a day).
    expect(rows.find((row) => row.display_name === 'Pigg Panda')).toMatchObject({ score: 25 });
  });

  it('RLS: nobody reads another’s competition_participants row, only their own', async () => {
    const [a, b] = [await teen('Alma'), await teen('Bea')];
    for (const [actor, nickname] of [
      [a, 'Glad Tiger'],
      [b, 'Ivrig Kolibri'],
    ] as const)
      await as(test.db, actor, (q) => q.query('select public.join_competition($1)', [nickname]));
    const seen = await as(
      test.db,
      a,
      async (q) =>
        (await q.query(`select user_id, display_name from public.competition_participants`)).rows,
    );
    expect(seen).toEqual([{ user_id: a.id, display_name: 'Glad Tiger' }]);
    const byId = await as(
      test.db,
      a,
      async (q) =>
        (await q.query(`select * from public.competition_participants where user_id = $1`, [b.id]))
          .rows,
    );
    expect(byId).toEqual([]);
    const parent = await as(
      test.db,
      world.actors.parentOfA,
      async (q) => (await q.query(`select * from public.competition_participants`)).rows,
    );
    expect(parent).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('keeps Elsa at 2 840 XP (level 7, 340/500) with every badge earned by the server’s counts', async () => {
    await seed(test.db);
    const elsa = (await sql(`select id from auth.users where email = 'elsa.demo@example.com'`))
      .rows[0] as { id: string };
    const omar = (await sql(`select id from auth.users where email = 'omar.demo@example.com'`))
      .rows[0] as { id: string };
    const xp = await sql(
      `select private.xp_total($1)::int as effective,
      (select sum(amount)::int from public.xp_events where user_id = $1) as raw`,
      [elsa.id],
    );
    expect(xp.rows).toEqual([{ effective: 2840, raw: 2840 }]);
    expect(levelFromXp(2840)).toMatchObject({ level: 7, currentXp: 340, xpToNext: 500 });
    const s = (
      (await sql(`select private.behaviour_stats($1, private.stockholm_today()) as s`, [elsa.id]))
        .rows[0] as {
        s: Record<string, number>;
      }
    ).s;
    expect(s.level).toBe(7);
    expect(s.longestCheckInStreak).toBeGreaterThanOrEqual(35);
    // The seed holds exactly the badges her counts earn, by the client's own rules, so her app
    // finds nothing left to award (or celebrate) when she signs in.
    const earned = BADGES.filter((badge) =>
      badge.rule.type === 'atLeast'
        ? s[badge.rule.stat]! >= badge.rule.target
        : s[badge.rule.stat]! >= s[badge.rule.total]! && s[badge.rule.total]! > 0,
    )
      .map((badge) => badge.id)
      .sort();
    expect(earned).toEqual(expect.arrayContaining(['streak-30', 'lessons-10', 'first-course']));
    expect(await badges({ ...world.actors.teenA, id: elsa.id })).toEqual(earned);
    // On the family board Elsa leads Omar, with her level, streak and four badges.
    const elsaActor: Actor = {
      name: 'teenA',
      role: 'authenticated',
      id: elsa.id,
      email: 'elsa.demo@example.com',
    };
    const family = await as(
      test.db,
      elsaActor,
      async (q) =>
        (
          await q.query(
            `select display_name, level, streak, badge_count from public.leaderboard('month', 'family')`,
          )
        ).rows,
    );
    expect(family.map((row) => row.display_name)).toEqual(['Modig Utter', 'Klok Räv']);
    expect(family[0]).toMatchObject({ level: 7, badge_count: earned.length });
    expect((family[0] as { streak: number }).streak).toBeGreaterThanOrEqual(35);
    expect(await effectiveXp({ ...elsaActor, id: omar.id })).toBe(125);

    // The server's own judgement finds nothing left to award either: her next push (which
    // brings her awards up to date) adds no XP and no badge.
    const before = [await awards(elsaActor), await badges(elsaActor)];
    expect(await push(elsaActor, [])).toEqual([]);
    expect([await awards(elsaActor), await badges(elsaActor)]).toEqual(before);
  });
});
