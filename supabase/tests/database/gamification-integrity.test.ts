import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dayKey } from '@/lib/dates';
import {
  addCalendarDays,
  BADGES,
  checkInStreak,
  isoWeekKeyOfDate,
  weeklySavingStreak,
  XP_KINDS,
  XP_RULES,
} from '@/lib/gamification';
import { levelFromXp } from '@/lib/levels';

import { seed } from '../../local/migrate';
import {
  as,
  createUser,
  createWorld,
  profileMetadata,
  type Actor,
  type World,
} from '../helpers/actors';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// Gamification integrity (issue 8 §5, docs/gamification.md § Server checks): the server judges
// client-posted XP and badges by its own copy of the rules and the synced rows, counts XP as the
// rules allow (effective XP), and never refuses what an honest client writes in its outbox order.
// Dates are relative to the server's today (the checks use now()), in Stockholm time.

let test: TestDatabase;
let world: World;
beforeAll(async () => {
  test = await openTestDatabase();
  world = await createWorld(test.db);
});
afterAll(async () => {
  await test?.dispose();
});

const TODAY = dayKey(new Date());
const daysAgo = (n: number) => addCalendarDays(TODAY, -n);
/** Noon UTC of a Stockholm date: inside that Stockholm day whatever the DST offset. */
const noon = (date: string) => `${date}T12:00:00Z`;
/** The Monday (Stockholm date) of the ISO week holding a date. */
const mondayOf = (date: string) =>
  addCalendarDays(date, -((new Date(noon(date)).getUTCDay() + 6) % 7));
const THIS_MONDAY = mondayOf(TODAY);

let serial = 0;
/** A fresh teen (roll barn) with a profile. */
async function teen(fornamn = 'Test'): Promise<Actor> {
  serial += 1;
  const email = `integrity-${serial}-${randomUUID().slice(0, 6)}@example.com`;
  const id = await createUser(test.db, email, profileMetadata({ fornamn, roll: 'barn' }));
  return { name: 'teenA', role: 'authenticated', id, email };
}

type PushResult = { opId: string; status: string; reason?: string; code?: string };
type Op = { opId: string; table: string; op: 'upsert'; id: string; patch: Record<string, unknown> };
const upsert = (table: string, patch: Record<string, unknown>, id: string = randomUUID()): Op => ({
  opId: randomUUID(),
  table,
  op: 'upsert',
  id,
  patch,
});
const push = (actor: Actor, ops: Op[]) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{ r: PushResult[] }>('select public.push_ops($1::jsonb) as r', [
      JSON.stringify(ops),
    ]);
    return rows[0]!.r;
  });

/** Inserts an award as the user (the API path the check guards); 'ok' or the error message. */
const post = (actor: Actor, kind: string, amount: number, source: string) =>
  as(
    test.db,
    actor,
    async (q) => {
      try {
        await q.query(
          `insert into public.xp_events (id, kind, amount, source_id) values ($1, $2, $3, $4)`,
          [randomUUID(), kind, amount, source],
        );
        return 'ok';
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return code === '23514' ? message : `${code}: ${message}`;
      }
    },
    { rollback: true },
  );
const postBadge = (actor: Actor, badgeId: string) =>
  as(
    test.db,
    actor,
    async (q) => {
      try {
        await q.query(`insert into public.earned_badges (id, badge_id) values ($1, $2)`, [
          randomUUID(),
          badgeId,
        ]);
        return 'ok';
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return code === '23514' ? message : `${code}: ${message}`;
      }
    },
    { rollback: true },
  );

// Source rows, written as the superuser (trusted by the checks), with explicit dates.
const sql = (text: string, params: unknown[] = []) => test.db.query(text, params);
async function transaction(
  user: Actor,
  at: string,
  type: 'expense' | 'income' = 'expense',
  opts: { amountOre?: number; deleted?: boolean } = {},
) {
  const id = randomUUID();
  await sql(
    `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at, deleted)
     values ($1, $2, $3, $4, 'Köp', $5, $6, $7)`,
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
async function goal(user: Actor, targetOre: number, title = 'Mål') {
  const id = randomUUID();
  await sql(
    `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, $3, $4)`,
    [id, user.id, title, targetOre],
  );
  return id;
}
async function deposit(
  user: Actor,
  goalId: string,
  amountOre: number,
  at?: string,
  deleted = false,
) {
  const id = randomUUID();
  await sql(
    `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at, deleted)
     values ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6)`,
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
async function budget(user: Actor, weekStart: string, limitOre: number) {
  await sql(
    `insert into public.weekly_budgets (id, user_id, week_start, limit_ore) values ($1, $2, $3, $4)`,
    [randomUUID(), user.id, weekStart, limitOre],
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
async function stats(user: Actor, lenient = false): Promise<Record<string, number>> {
  const { rows } = await sql(
    `select private.behaviour_stats($1, private.stockholm_today(), $2) as s`,
    [user.id, lenient],
  );
  return (rows[0] as { s: Record<string, number> }).s;
}
/** Check-in days for a streak: one purchase on each of the given Stockholm dates. */
async function checkIns(user: Actor, dates: string[]) {
  for (const date of dates) await transaction(user, noon(date), 'income');
}
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the server’s copy of the rules', () => {
  it('holds every XP kind as XP_RULES has it, and xp_rule_max agrees', async () => {
    const { rows } = await sql(
      `select r.kind, r.max_xp, r.scope, r.ladder, r.competition, public.xp_rule_max(r.kind) as rule_max
       from private.xp_rules r order by r.kind`,
    );
    expect(rows).toEqual(
      [...XP_KINDS].sort().map((kind) => {
        const rule = XP_RULES[kind];
        const max = Math.max(...rule.ladder);
        return {
          kind,
          max_xp: max,
          scope: rule.scope,
          ladder: [...rule.ladder],
          competition: rule.competition,
          rule_max: max,
        };
      }),
    );
    expect((await sql(`select public.xp_rule_max('bonus') as m`)).rows).toEqual([{ m: null }]);
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
    await as(test.db, user, (q) => q.query('select public.join_competition()'));
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

describe('client-posted XP: each source is checked', () => {
  it('no_spend_day: the date of today or the 7 days before, with no expense on it', async () => {
    const user = await teen();
    await transaction(user, noon(daysAgo(2))); // an expense two days ago
    await transaction(user, noon(daysAgo(3)), 'expense', { deleted: true });
    await transaction(user, noon(daysAgo(4)), 'income');
    const cases: [string, string][] = [
      [TODAY, 'ok'],
      [daysAgo(1), 'ok'],
      [daysAgo(7), 'ok'],
      [daysAgo(3), 'ok'], // the expense was deleted
      [daysAgo(4), 'ok'], // an income is not an expense
      [
        daysAgo(2),
        `Du har skrivit upp en utgift den ${daysAgo(2)}, så den dagen kan inte bli en köpfri dag`,
      ],
      [
        daysAgo(8),
        `En köpfri dag kan bara markeras för i dag eller någon av de sju senaste dagarna (${daysAgo(8)})`,
      ],
      [
        addCalendarDays(TODAY, 2),
        `En köpfri dag kan bara markeras för i dag eller någon av de sju senaste dagarna (${addCalendarDays(TODAY, 2)})`,
      ],
      ['idag', 'En köpfri dag anges som ÅÅÅÅ-MM-DD, inte idag'],
      ['2025-02-30', 'En köpfri dag anges som ÅÅÅÅ-MM-DD, inte 2025-02-30'],
    ];
    for (const [source, expected] of cases) {
      expect(await post(user, 'no_spend_day', 5, source), source).toBe(expected);
    }
  });

  it('budget_kept: an ended week of the last 10 with a budget kept and something logged', async () => {
    const user = await teen();
    const lastWeek = daysAgo(7);
    const key = (date: string) => isoWeekKeyOfDate(date);
    // A budget set 3 weeks ago carries over (the latest one set for the week or before).
    await budget(user, addCalendarDays(THIS_MONDAY, -21), 50_000);
    await transaction(user, noon(mondayOf(lastWeek)), 'expense', { amountOre: 30_000 });
    await transaction(user, noon(addCalendarDays(mondayOf(lastWeek), 6)), 'expense', {
      amountOre: 20_000,
    }); // Sunday: 500 kr in all, exactly the budget
    // Two weeks ago: over budget. Three weeks ago: nothing logged.
    const twoAgo = addCalendarDays(THIS_MONDAY, -14);
    await transaction(user, noon(twoAgo), 'expense', { amountOre: 50_001 });
    const threeAgo = addCalendarDays(THIS_MONDAY, -21);
    // Five weeks ago: no budget yet (it was set three weeks ago) but something logged.
    const fiveAgo = addCalendarDays(THIS_MONDAY, -35);
    await transaction(user, noon(fiveAgo), 'income');
    const cases: [string, string][] = [
      [key(lastWeek), 'ok'],
      [key(TODAY), `Vecka ${key(TODAY)} är inte slut än`],
      [key(twoAgo), `Du höll inte veckobudgeten vecka ${key(twoAgo)}`],
      [key(threeAgo), `Vecka ${key(threeAgo)} har inget uppskrivet köp och ingen köpfri dag`],
      [key(fiveAgo), `Du hade ingen veckobudget vecka ${key(fiveAgo)}`],
      [
        key(addCalendarDays(THIS_MONDAY, -77)),
        `Vecka ${key(addCalendarDays(THIS_MONDAY, -77))} är för länge sedan för att ge XP`,
      ],
      ['2026-47', 'En budgetvecka anges som ÅÅÅÅ-Wvv (till exempel 2026-W47), inte 2026-47'],
    ];
    for (const [source, expected] of cases) {
      expect(await post(user, 'budget_kept', 50, source), source).toBe(expected);
    }
    // A no-spend day is a week's check-in too.
    await award(user, 'no_spend_day', 5, noon(TODAY), addCalendarDays(threeAgo, 2));
    expect(await post(user, 'budget_kept', 50, key(threeAgo))).toBe('ok');
  });

  it('goal_reached and goal_milestone: the goal’s deposits (not deleted) reach the share', async () => {
    const user = await teen();
    const other = await teen();
    const g = await goal(user, 40_000);
    await deposit(user, g, 30_000);
    await deposit(user, g, 10_000, undefined, true); // deleted: does not count
    const theirs = await goal(other, 100);
    await deposit(other, theirs, 100);
    expect(await post(user, 'goal_milestone', 25, `${g}:75`)).toBe('ok');
    expect(await post(user, 'goal_reached', 100, g)).toBe('Sparmålet är inte nått än');
    await deposit(user, g, 10_000);
    // One award per goal, however the id is spelt (the check stores it in lower case).
    const twice = await push(user, [
      upsert('xp_events', { kind: 'goal_reached', amount: 100, source_id: g }),
      upsert('xp_events', { kind: 'goal_reached', amount: 100, source_id: g.toUpperCase() }),
      upsert('xp_events', { kind: 'goal_milestone', amount: 25, source_id: `${g}:050` }),
    ]);
    expect(twice.map((r) => r.status)).toEqual(['applied', 'duplicate', 'rejected']);
    expect(await post(user, 'goal_reached', 100, theirs)).toBe(
      `XP kan bara ges för något du själv har gjort (goal_reached ${theirs})`,
    );
    expect(await post(user, 'goal_reached', 100, 'mitt-mål')).toBe(
      'XP kan bara ges för något du själv har gjort (goal_reached mitt-mål)',
    );
  });

  it('goal_deposit: a deposit of the user’s, not a withdrawal, not deleted', async () => {
    const user = await teen();
    const g = await goal(user, 40_000);
    const saved = await deposit(user, g, 5_000);
    const gone = await deposit(user, g, 5_000, undefined, true);
    expect(await post(user, 'goal_deposit', 10, saved)).toBe('ok');
    expect(await post(user, 'goal_deposit', 10, gone)).toBe(
      `XP kan bara ges för något du själv har gjort (goal_deposit ${gone})`,
    );
  });

  it('task_approved: the user’s task, approved, XP at most least(task XP, 100)', async () => {
    const user = await teen();
    const approved = await task(user, 'approved', 50);
    const big = await task(user, 'approved', 100); // the most a task may give
    const done = await task(user, 'done', 50);
    const theirs = await task(await teen(), 'approved', 50);
    const cases: [string, number, string][] = [
      [approved, 50, 'ok'],
      [approved, 51, 'För mycket XP för uppdraget: högst 50 XP'],
      [big, 100, 'ok'],
      [big, 101, 'För mycket XP för task_approved: högst 100 XP'],
      [done, 50, 'Uppdraget är inte godkänt av en förälder än'],
      [theirs, 50, `XP kan bara ges för något du själv har gjort (task_approved ${theirs})`],
    ];
    for (const [source, amount, expected] of cases) {
      expect(await post(user, 'task_approved', amount, source)).toBe(expected);
    }
  });

  it('lesson_completed, quiz_passed: a catalogue lesson, finished or passed', async () => {
    const user = await teen();
    await lessons(user, ['sakerhet-gdpr-och-dina-rattigheter'], noon(TODAY), 50);
    await lessons(user, ['made-up-lesson'], noon(TODAY), 100);
    const cases: [string, string, string][] = [
      ['lesson_completed', 'sakerhet-gdpr-och-dina-rattigheter', 'ok'],
      [
        'quiz_passed',
        'sakerhet-gdpr-och-dina-rattigheter',
        'XP kan bara ges för något du själv har gjort (quiz_passed sakerhet-gdpr-och-dina-rattigheter)',
      ],
      ['lesson_completed', 'made-up-lesson', 'Okänd lektion: made-up-lesson'],
      ['quiz_passed', 'made-up-lesson', 'Okänd lektion: made-up-lesson'],
      ['lesson_completed', 'sakerhet', 'Okänd lektion: sakerhet'], // a course, not a lesson
    ];
    for (const [kind, source, expected] of cases) {
      expect(await post(user, kind, kind === 'quiz_passed' ? 15 : 10, source)).toBe(expected);
    }
  });

  it('course_completed: a catalogue course, every lesson finished, at most its XP', async () => {
    const user = await teen();
    const start = await courseLessons('kom-igang-med-slantis');
    await lessons(user, start.slice(0, -1), noon(TODAY));
    expect(await post(user, 'course_completed', 50, 'kom-igang-med-slantis')).toBe(
      'Du har inte klarat alla lektioner i kursen kom-igang-med-slantis än',
    );
    await lessons(user, start.slice(-1), noon(TODAY));
    expect(await post(user, 'course_completed', 50, 'kom-igang-med-slantis')).toBe('ok');
    expect(await post(user, 'course_completed', 51, 'kom-igang-med-slantis')).toBe(
      'För mycket XP för kursen kom-igang-med-slantis: högst 50 XP',
    );
    expect(await post(user, 'course_completed', 100, 'pengar-for-proffs')).toBe(
      'Okänd kurs: pengar-for-proffs',
    );
    await lessons(user, await courseLessons('investera-for-framtiden'), noon(TODAY));
    expect(await post(user, 'course_completed', 500, 'investera-for-framtiden')).toBe('ok');
  });

  it('streak_milestone: the run from its first day has the days and was alive lately', async () => {
    const user = await teen();
    // An old run of 8 days that ended long ago, and the current run of 9 days ending today.
    await checkIns(user, range(40, 47).map(daysAgo));
    await checkIns(user, range(0, 8).map(daysAgo));
    const current = daysAgo(8);
    const cases: [string, number, string][] = [
      [`streak:${current}:7`, 25, 'ok'],
      [`streak:${current}:30`, 100, `Streaken som började ${current} har inte nått 30 dagar`],
      [`streak:${daysAgo(5)}:7`, 25, `Streaken som började ${daysAgo(5)} har inte nått 7 dagar`],
      // Not a check-in day.
      [`streak:${daysAgo(20)}:7`, 25, `Streaken som började ${daysAgo(20)} har inte nått 7 dagar`],
      // Seven days, but ended a month ago: no award for old runs.
      [`streak:${daysAgo(47)}:7`, 25, `Streaken som började ${daysAgo(47)} har inte nått 7 dagar`],
      [
        `streak:${current}:8`,
        25,
        `XP kan bara ges för något du själv har gjort (streak_milestone streak:${current}:8)`,
      ],
    ];
    for (const [source, amount, expected] of cases) {
      expect(await post(user, 'streak_milestone', amount, source), source).toBe(expected);
    }
  });

  it('streak_milestone: once per milestone per run, even when the first day moves', async () => {
    const user = await teen();
    await checkIns(user, range(0, 9).map(daysAgo));
    // The honest award, then a forged one for the same run from a later day: skipped (no row),
    // which push_ops reports as a duplicate; an earlier first day of the same run as well.
    const results = await push(user, [
      upsert('xp_events', {
        kind: 'streak_milestone',
        amount: 25,
        source_id: `streak:${daysAgo(7)}:7`,
      }),
      upsert('xp_events', {
        kind: 'streak_milestone',
        amount: 25,
        source_id: `streak:${daysAgo(8)}:7`,
      }),
      upsert('xp_events', {
        kind: 'streak_milestone',
        amount: 25,
        source_id: `streak:${daysAgo(9)}:7`,
      }),
      upsert('xp_events', {
        kind: 'streak_milestone',
        amount: 25,
        source_id: `streak:${daysAgo(5)}:7`,
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'duplicate', 'duplicate', 'rejected']);
    const { rows } = await sql(
      `select source_id from public.xp_events where user_id = $1 and kind = 'streak_milestone'`,
      [user.id],
    );
    expect(rows).toEqual([{ source_id: `streak:${daysAgo(7)}:7` }]);
  });

  it('streak_milestone: a new run after a broken one earns its milestone again', async () => {
    const user = await teen();
    // Days 20..13 ago (8 days: one freeze earned), 12 and 11 missed: the run ends on day 11.
    await checkIns(user, range(13, 20).map(daysAgo));
    await checkIns(user, range(0, 10).map(daysAgo));
    await award(user, 'streak_milestone', 25, noon(daysAgo(14)), `streak:${daysAgo(20)}:7`);
    expect(await post(user, 'streak_milestone', 25, `streak:${daysAgo(10)}:7`)).toBe('ok');
  });

  it('the same award again is a duplicate, even once its check would fail', async () => {
    const user = await teen();
    const yesterday = daysAgo(1);
    const op = upsert('xp_events', { kind: 'no_spend_day', amount: 5, source_id: yesterday });
    expect((await push(user, [op]))[0]?.status).toBe('applied');
    await transaction(user, noon(yesterday)); // an expense logged later that day
    // Another device sends the same award (same name-based id, new op id).
    const again = { ...op, opId: randomUUID() };
    expect((await push(user, [again]))[0]).toMatchObject({ status: 'duplicate' });
  });
});

describe('client-posted badges', () => {
  it('refuses an unknown badge and one the server’s counts do not meet', async () => {
    const user = await teen();
    expect(await postBadge(user, 'badge-of-honour')).toBe('Okänd badge: badge-of-honour');
    expect(await postBadge(user, 'first-lesson')).toBe(
      'Badgen first-lesson är inte förtjänad än (0 av 1)',
    );
    await lessons(user, ['made-up-lesson'], noon(TODAY)); // not in the catalogue: not a lesson
    expect(await postBadge(user, 'first-lesson')).toBe(
      'Badgen first-lesson är inte förtjänad än (0 av 1)',
    );
    await checkIns(user, range(0, 5).map(daysAgo));
    expect(await postBadge(user, 'streak-7')).toBe('Badgen streak-7 är inte förtjänad än (6 av 7)');
    expect(await postBadge(user, 'public-courses')).toBe(
      'Badgen public-courses är inte förtjänad än (0 av 4)',
    );
  });

  it('accepts honest badges pushed after their sources in one push (the outbox order)', async () => {
    const user = await teen();
    const course = await courseLessons('gratis-lektioner');
    const tx = randomUUID();
    const goalId = randomUUID();
    const depositId = randomUUID();
    const now = new Date().toISOString();
    const ops = [
      upsert(
        'transactions',
        { type: 'expense', category: 'food', description: 'Lunch', amount_ore: 8900 },
        tx,
      ),
      upsert('xp_events', { kind: 'purchase_logged', amount: 5, source_id: tx }),
      upsert('savings_goals', { title: 'Cykel', target_ore: 20_000 }, goalId),
      upsert('goal_deposits', { goal_id: goalId, amount_ore: 20_000 }, depositId),
      upsert('xp_events', { kind: 'goal_deposit', amount: 10, source_id: depositId }),
      upsert('xp_events', { kind: 'goal_milestone', amount: 25, source_id: `${goalId}:25` }),
      upsert('xp_events', { kind: 'goal_reached', amount: 100, source_id: goalId }),
      ...course.flatMap((lessonId) => [
        upsert('lesson_progress', {
          lesson_id: lessonId,
          completed_at: now,
          best_score: 100,
          attempts: 1,
        }),
        upsert('xp_events', { kind: 'lesson_completed', amount: 10, source_id: lessonId }),
        upsert('xp_events', { kind: 'quiz_passed', amount: 15, source_id: lessonId }),
      ]),
      upsert('xp_events', { kind: 'course_completed', amount: 40, source_id: 'gratis-lektioner' }),
      ...[
        'first-purchase',
        'first-save',
        'first-goal',
        'goal-reached',
        'first-lesson',
        'first-quiz',
        'perfect-quiz',
        'first-course',
      ].map((badgeId) => upsert('earned_badges', { badge_id: badgeId, earned_at: now })),
    ];
    const results = await push(user, ops);
    expect(results.filter((r) => r.status !== 'applied')).toEqual([]);

    // The same badge before its source in a push is refused (the client never sends that).
    const late = await teen();
    const lateTx = randomUUID();
    const reversed = await push(late, [
      upsert('earned_badges', { badge_id: 'first-purchase' }),
      upsert(
        'transactions',
        { type: 'income', category: 'income', description: 'Veckopeng', amount_ore: 30000 },
        lateTx,
      ),
    ]);
    expect(reversed.map((r) => [r.status, r.reason])).toEqual([
      ['rejected', 'Badgen first-purchase är inte förtjänad än (0 av 1)'],
      ['applied', undefined],
    ]);
  });

  it('a badge already held is a duplicate; trusted writers are not checked', async () => {
    const user = await teen();
    await transaction(user, noon(TODAY));
    const badge = upsert('earned_badges', { badge_id: 'first-purchase' });
    expect((await push(user, [badge]))[0]?.status).toBe('applied');
    await sql(`update public.transactions set deleted = true where user_id = $1`, [user.id]);
    expect((await push(user, [{ ...badge, opId: randomUUID() }]))[0]?.status).toBe('duplicate');
    const service = await as(
      test.db,
      world.actors.service,
      async (q) => {
        await q.query(
          `insert into public.earned_badges (id, user_id, badge_id) values ($1, $2, 'level-20')`,
          [randomUUID(), user.id],
        );
        return 'ok';
      },
      { rollback: true },
    );
    expect(service).toBe('ok');
  });

  it('level badges: judged by lenient XP, so a late-synced day cannot fail an honest one', async () => {
    const user = await teen();
    // 14 purchases logged offline on two days, synced (dated) together: the day's ladder
    // counts 21 of the 42 the client gave; the level badge still counts the 42.
    const synced = '2025-05-05T12:00:00Z';
    for (const amount of [5, 5, 5, 2, 2, 2, 5, 5, 5, 2, 2, 2])
      await award(user, 'purchase_logged', amount, synced);
    expect(await effectiveXp(user)).toBe(21);
    for (let i = 0; i < 19; i++) await award(user, 'task_approved', 100, synced); // 1 900
    await award(user, 'task_approved', 70, synced);
    for (let i = 0; i < 14; i++) await award(user, 'course_completed', 500, synced); // 7 000
    // Lenient: 42 + 8 970 = 9 012 → level 20; effective: 21 + 8 970 = 8 991 → level 19.
    expect(levelFromXp(8991).level).toBe(19);
    expect(levelFromXp(9012).level).toBe(20);
    expect((await stats(user)).level).toBe(19);
    expect((await stats(user, true)).level).toBe(20);
    expect(await postBadge(user, 'level-20')).toBe('ok');
  });

  it('deposit days and saving weeks give an offline device the benefit of the doubt', async () => {
    // Deposits made on three days offline, synced (server-dated) on one day, each day's with its
    // award: the server saw one day, the client three; the awards vouch for three.
    const days = await teen();
    const g = await goal(days, 1_000_000);
    for (let i = 0; i < 3; i++) {
      const id = await deposit(days, g, 1_000, noon(TODAY));
      await award(days, 'goal_deposit', 10, noon(TODAY), id);
    }
    await deposit(days, g, 1_000, noon(TODAY)); // a second deposit of a day: no award
    expect([
      (await stats(days)).goalDepositDays,
      (await stats(days, true)).goalDepositDays,
    ]).toEqual([1, 3]);
    expect(await postBadge(days, 'first-save')).toBe('ok');

    // Weeks −3 and −2 one deposit each, this week two (one of them made last week, offline):
    // strict −3, −2, 0 → 2 in a row; lenient lets this week's spare deposit fill week −1.
    const weeks = await teen();
    const w = await goal(weeks, 1_000_000);
    await deposit(weeks, w, 1_000, noon(addCalendarDays(THIS_MONDAY, -14)));
    await deposit(weeks, w, 1_000, noon(addCalendarDays(THIS_MONDAY, -21)));
    await deposit(weeks, w, 1_000, noon(TODAY));
    await deposit(weeks, w, 1_000, noon(TODAY));
    expect([
      (await stats(weeks)).longestSavingStreak,
      (await stats(weeks, true)).longestSavingStreak,
    ]).toEqual([2, 4]);
    expect(await postBadge(weeks, 'saving-streak-4')).toBe('ok');
    // Without the spare deposit, no benefit: one deposit is one week.
    await sql(
      `update public.goal_deposits set deleted = true
       where id = (select id from public.goal_deposits where goal_id = $1 order by created_at desc limit 1)`,
      [w],
    );
    expect(await postBadge(weeks, 'saving-streak-4')).toBe(
      'Badgen saving-streak-4 är inte förtjänad än (2 av 4)',
    );
  });

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
    await as(test.db, user, (q) => q.query('select public.join_competition()'));
    // 5 goals of 1 000 kr with 10, 20, 30, 40, 50 % deposited in September, and a 50-kr goal
    // filled twice over: only 50 + 40 + 30 points.
    for (const share of [10, 20, 30, 40, 50]) {
      const g = await goal(user, 100_000);
      await deposit(user, g, share * 1_000, `2025-09-0${share / 10}T10:00:00Z`);
      await award(user, 'goal_milestone', 25, `2025-09-0${share / 10}T10:00:00Z`, `${g}:25`);
    }
    const tiny = await goal(user, 5_000);
    await deposit(user, tiny, 10_000, '2025-09-10T10:00:00Z');
    await award(user, 'goal_reached', 100, '2025-09-10T10:00:00Z', tiny);
    const rows = (await board(user)) as { score: number; is_me: boolean }[];
    // Goal awards: 3 goals of 1 000 kr × 25 (the tiny goal's 100 does not count).
    expect(rows.find((row) => row.is_me)?.score).toBe(50 + 40 + 30 + 3 * 25);
  });

  it('shows exactly the public columns, nothing private, and only participants', async () => {
    const ida = await teen('Ida');
    const outsider = await teen('Oskar');
    await as(test.db, ida, (q) => q.query('select public.join_competition()'));
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
        'display_name',
        'is_me',
        'level',
        'position',
        'saving_streak',
        'score',
        'streak',
      ]);
      for (const value of Object.values(row))
        expect(['number', 'string', 'boolean']).toContain(typeof value);
    }
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Testsson');
    expect(text).not.toContain('Paris');
    expect(text).not.toMatch(/66600|666\.00|77700|777\.00/);
    expect(text).not.toContain('Oskar');
    expect(rows.find((row) => row.display_name === 'Ida T.')).toMatchObject({ score: 85 });
  });

  it('RLS: nobody reads another’s competition_participants row, only their own', async () => {
    const [a, b] = [await teen('Alma'), await teen('Bea')];
    for (const actor of [a, b])
      await as(test.db, actor, (q) => q.query('select public.join_competition()'));
    const seen = await as(
      test.db,
      a,
      async (q) =>
        (await q.query(`select user_id, display_name from public.competition_participants`)).rows,
    );
    expect(seen).toEqual([{ user_id: a.id, display_name: 'Alma T.' }]);
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
      `select private.xp_total($1)::int as effective, private.xp_total($1, true)::int as lenient,
      (select sum(amount)::int from public.xp_events where user_id = $1) as raw`,
      [elsa.id],
    );
    expect(xp.rows).toEqual([{ effective: 2840, lenient: 2840, raw: 2840 }]);
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
    const { rows: badges } = await sql(
      `select badge_id from public.earned_badges where user_id = $1 order by badge_id`,
      [elsa.id],
    );
    expect((badges as { badge_id: string }[]).map((b) => b.badge_id)).toEqual(earned);
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
    expect(family.map((row) => row.display_name)).toEqual(['Elsa L.', 'Omar L.']);
    expect(family[0]).toMatchObject({ level: 7, badge_count: earned.length });
    expect((family[0] as { streak: number }).streak).toBeGreaterThanOrEqual(35);
    expect(await effectiveXp({ ...elsaActor, id: omar.id })).toBe(125);

    // Her app, after its first pull, has nothing to claim; claiming again is a duplicate.
    const results = await push(
      elsaActor,
      earned.map((badgeId) => upsert('earned_badges', { badge_id: badgeId })),
    );
    expect(results.filter((r) => r.status !== 'duplicate')).toEqual([]);
  });
});
