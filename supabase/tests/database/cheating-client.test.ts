// @both-engines: time zone arithmetic.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';
import { addCalendarDays, DAILY_POINTS_CEILING, UNCONFIRMED_SAVING_CAP } from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';

import {
  as,
  callAs,
  createUser,
  familyOf,
  newPerson,
  profileMetadata,
  tryStatement,
  type Actor,
} from '../helpers/actors';
import { pushAs, upsertOp, type Op } from '../helpers/push';
import { confirmDeposits } from '../helpers/scoring';
import { stockholmTodayAwayFromMidnight } from '../helpers/stockholm-today';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// The cheating client (issue 19, ARCHITECTURE §4b): a rewritten app with its own session drives
// the public API directly — push_ops and PostgREST inserts as the 'authenticated' role — with
// forged facts and forged awards. Each forgery must earn exactly 0 competition points, and a
// brand-new account that sends anything on its first day ends the day at ≤ 150 points. Money
// other people put in (a gift, interest, allowance, a reward: issue 40) scores nothing, and the
// rows the server wrote for the teen refuse the teen's edits.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  test.db.query<T>(text, params);

let serial = 0;
/** A brand-new teen account (created now unless `createdAgo` says otherwise). */
async function newTeen(createdAgo?: string): Promise<Actor> {
  serial += 1;
  const email = `cheater-${serial}-${randomUUID().slice(0, 6)}@example.com`;
  const id = await createUser(test.db, email, profileMetadata({ roll: 'barn' }));
  if (createdAgo) {
    await sql(`update auth.users set created_at = now() - $2::interval where id = $1`, [
      id,
      createdAgo,
    ]);
  }
  return { name: 'teenA', role: 'authenticated', id, email };
}

const op = upsertOp;
const push = (actor: Actor, ops: Op[]) => pushAs(test.db, actor, ops);
/** One PostgREST-style statement as the actor: its SQLSTATE ('ok' when it went through). */
const rest = (actor: Actor, text: string, params: unknown[] = []) =>
  as(test.db, actor, (q) => tryStatement(q, text, params));

/** The actor's competition score this month (taking part or not), by the server's function. */
async function points(actor: Actor): Promise<number> {
  const { rows } = await sql<{ score: number }>(
    `select s.score from private.competition_scores(
       date_trunc('month', now() at time zone 'Europe/Stockholm') at time zone 'Europe/Stockholm',
       now() + interval '1 day', private.stockholm_today(), $1) s
     where s.user_id = $1`,
    [actor.id],
  );
  return rows[0]?.score ?? 0;
}
const xpRows = async (actor: Actor) =>
  (
    await sql<{ kind: string; amount: number; scoring: boolean; source_id: string }>(
      `select kind, amount, scoring, source_id from public.xp_events where user_id = $1 order by kind`,
      [actor.id],
    )
  ).rows;

type Key = { question_id: string; correct_option: number; options: number };
async function quizKeys(lessonId: string): Promise<Key[]> {
  const { rows } = await sql<Key>(
    `select question_id, correct_option, options from private.quiz_keys where lesson_id = $1 order by position`,
    [lessonId],
  );
  return rows;
}
const lessons = async (n: number) =>
  (
    await sql<{ id: string; min_seconds: number }>(
      `select id, min_seconds from private.catalog_lessons order by course_id, position limit $1`,
      [n],
    )
  ).rows;
const rightAnswers = (keys: Key[]) =>
  Object.fromEntries(keys.map((k) => [k.question_id, k.correct_option]));
const wrongAnswers = (keys: Key[]) =>
  Object.fromEntries(keys.map((k) => [k.question_id, (k.correct_option + 1) % k.options]));
/** A quiz attempt op: read for `seconds`, finished `endedAgo` seconds ago (device clock). */
function attempt(lessonId: string, answers: Record<string, number>, seconds: number, endedAgo = 0) {
  const finished = new Date(Date.now() - endedAgo * 1000);
  return op('quiz_attempts', {
    lesson_id: lessonId,
    answers,
    started_at: new Date(finished.getTime() - seconds * 1000).toISOString(),
    finished_at: finished.toISOString(),
  });
}

const TODAY = await stockholmTodayAwayFromMidnight();

describe('derived rows are the server’s alone', () => {
  it('refuses a self-written XP event, badge or lesson progress through push_ops', async () => {
    const cheater = await newTeen();
    const lesson = (await lessons(1))[0]!;
    const results = await push(cheater, [
      op('xp_events', { kind: 'lesson_completed', amount: 10, source_id: lesson.id }),
      op('xp_events', { kind: 'course_completed', amount: 100000, source_id: 'budgetering-101' }),
      op('earned_badges', { badge_id: 'first-lesson' }),
      op('lesson_progress', {
        lesson_id: lesson.id,
        completed_at: new Date().toISOString(),
        best_score: 100,
        attempts: 1,
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(results.every((r) => r.code === 'unknown_table')).toBe(true);
    expect(await xpRows(cheater)).toEqual([]);
    expect(await points(cheater)).toBe(0);
  });

  it('refuses the same rows through REST (no insert or update grant)', async () => {
    const cheater = await newTeen();
    const lesson = (await lessons(1))[0]!;
    expect(
      await rest(
        cheater,
        `insert into public.xp_events (id, kind, amount, source_id) values ($1, 'quiz_passed', 15, $2)`,
        [randomUUID(), lesson.id],
      ),
    ).toBe('42501');
    expect(
      await rest(
        cheater,
        `insert into public.earned_badges (id, badge_id) values ($1, 'first-save')`,
        [randomUUID()],
      ),
    ).toBe('42501');
    expect(
      await rest(
        cheater,
        `insert into public.lesson_progress (id, lesson_id, completed_at, best_score) values ($1, $2, now(), 100)`,
        [randomUUID(), lesson.id],
      ),
    ).toBe('42501');
    expect(await points(cheater)).toBe(0);
  });

  it('refuses to raise the server’s own progress or to forge a quiz grade', async () => {
    const honest = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    await push(honest, [attempt(lesson.id, wrongAnswers(keys), lesson.min_seconds + 5)]);
    expect(
      await rest(honest, `update public.lesson_progress set best_score = 100 where user_id = $1`, [
        honest.id,
      ]),
    ).toBe('42501');
    // score, passed and scoring are the server's: not in push_ops' list, no column grant.
    const [forged] = await push(honest, [
      op('quiz_attempts', { lesson_id: lesson.id, answers: {}, score: 100, passed: true }),
    ]);
    expect(forged?.status).toBe('rejected');
    expect(
      await rest(
        honest,
        `insert into public.quiz_attempts (id, lesson_id, answers, score, passed, scoring) values ($1, $2, '{}', 100, true, true)`,
        [randomUUID(), lesson.id],
      ),
    ).toBe('42501');
    expect((await xpRows(honest)).map((x) => x.kind)).toEqual(['lesson_completed']);
    expect(await points(honest)).toBe(0);
  });
});

describe('quizzes graded by the server', () => {
  it('grades wrong answers as failed: the lesson’s XP, no quiz XP, no points', async () => {
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    const [result] = await push(teen, [
      attempt(lesson.id, wrongAnswers(keys), lesson.min_seconds + 30),
    ]);
    expect(result?.status).toBe('applied');
    const { rows } = await sql<{ score: number; passed: boolean; scoring: boolean }>(
      `select score, passed, scoring from public.quiz_attempts where user_id = $1`,
      [teen.id],
    );
    expect(rows).toEqual([{ score: 0, passed: false, scoring: false }]);
    expect(await xpRows(teen)).toEqual([
      { kind: 'lesson_completed', amount: 10, scoring: false, source_id: lesson.id },
    ]);
    expect(await points(teen)).toBe(0);
  });

  it('an unanswered quiz (the self-graded lesson) earns no points', async () => {
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    await push(teen, [attempt(lesson.id, {}, lesson.min_seconds + 30)]);
    expect(await points(teen)).toBe(0);
  });

  it('a lesson finished faster than its reading time earns nothing (issue 40: XP as honest as points)', async () => {
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    await push(teen, [attempt(lesson.id, rightAnswers(keys), lesson.min_seconds - 1)]);
    expect(await xpRows(teen)).toEqual([]);
    expect(await points(teen)).toBe(0);
  });

  it('an honest lesson, read for its time and passed, scores 25 and makes progress', async () => {
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    const results = await push(teen, [attempt(lesson.id, rightAnswers(keys), lesson.min_seconds)]);
    expect(results[0]?.status).toBe('applied');
    expect(await points(teen)).toBe(25);
    const { rows } = await sql<{ id: string; best_score: number; attempts: number }>(
      `select id, best_score, attempts from public.lesson_progress where user_id = $1`,
      [teen.id],
    );
    // The same id the app gives its provisional row, so the pulled row replaces it.
    expect(rows).toEqual([
      {
        id: await nameBasedUuid('lesson_progress', teen.id!, lesson.id),
        best_score: 100,
        attempts: 1,
      },
    ]);
    const { rows: ids } = await sql<{ id: string }>(
      `select id from public.xp_events where user_id = $1 and kind = 'quiz_passed'`,
      [teen.id],
    );
    expect(ids[0]?.id).toBe(await nameBasedUuid('xp', teen.id!, 'quiz_passed', lesson.id));
    // Sending it again earns nothing more.
    await push(teen, [attempt(lesson.id, rightAnswers(keys), lesson.min_seconds + 60, 600)]);
    expect(await points(teen)).toBe(25);
  });

  it('refuses answers that are not options, and unknown questions or lessons', async () => {
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    const first = keys[0]!;
    const results = await push(teen, [
      attempt(lesson.id, { [first.question_id]: first.options }, 60),
      attempt(lesson.id, { [first.question_id]: 'a' as unknown as number }, 60),
      attempt(lesson.id, { 'q-finns-inte': 0 }, 60),
      attempt('lektion-som-inte-finns', {}, 60),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(results.map((r) => r.code)).toEqual([
      'quiz_refused',
      'quiz_refused',
      'quiz_refused',
      'quiz_refused',
    ]);
    expect(await xpRows(teen)).toEqual([]);
  });

  it('overlapping reading times score once: one person reads one lesson at a time', async () => {
    const teen = await newTeen('10 days');
    const [a, b] = await lessons(2);
    await push(teen, [
      attempt(a!.id, rightAnswers(await quizKeys(a!.id)), 600),
      attempt(b!.id, rightAnswers(await quizKeys(b!.id)), 600, 60),
    ]);
    expect(await points(teen)).toBe(25);
  });
});

describe('time you cannot invent', () => {
  it('a no-spend day before the account existed, or beyond 72 hours, earns 0', async () => {
    const fresh = await newTeen();
    const old = await newTeen('30 days');
    const results = [
      ...(await push(fresh, [op('no_spend_claims', { day: addCalendarDays(TODAY, -1) })])),
      ...(await push(old, [op('no_spend_claims', { day: addCalendarDays(TODAY, -5) })])),
    ];
    // Stored (an honest device offline for a week is not told off), but worth nothing.
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await xpRows(fresh)).toEqual([]);
    expect(await xpRows(old)).toEqual([]);
    expect(await points(fresh)).toBe(0);
    expect(await points(old)).toBe(0);
  });

  it('refuses a no-spend day in the future or one with an expense', async () => {
    const teen = await newTeen('30 days');
    const results = await push(teen, [
      op('no_spend_claims', { day: addCalendarDays(TODAY, 2) }),
      op('transactions', {
        type: 'expense',
        category: 'food',
        description: 'Glass',
        amount_ore: 2500,
        occurred_at: new Date().toISOString(),
      }),
      op('no_spend_claims', { day: TODAY }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied', 'rejected']);
    expect(results[2]).toMatchObject({ code: 'no_spend_day_refused', sqlstate: '23514' });
    expect(await points(teen)).toBe(0);
  });

  it('a no-spend day within the grace earns its 5 points, once', async () => {
    const teen = await newTeen('30 days');
    const day = addCalendarDays(TODAY, -1);
    await push(teen, [op('no_spend_claims', { day })]);
    const again = await push(teen, [op('no_spend_claims', { day })]);
    expect(again[0]?.status).toBe('duplicate'); // another id for the same day: unique (user, day)
    expect((await xpRows(teen)).map((x) => [x.kind, x.source_id, x.amount])).toEqual([
      ['no_spend_day', day, 5],
    ]);
    expect(await points(teen)).toBe(5);
  });

  it('back-dated purchases never make check-in days before the account or beyond 72 hours', async () => {
    const teen = await newTeen('3 days');
    const back = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await push(
      teen,
      [40, 20, 12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((days) =>
        op('transactions', {
          type: 'income',
          category: 'income',
          description: 'Påhittad',
          amount_ore: 100,
          occurred_at: back(days),
        }),
      ),
    );
    const { rows } = await sql<{ days: string[] }>(
      `select array(select to_char(d, 'YYYY-MM-DD') from unnest(private.check_in_days($1)) d order by d) as days`,
      [teen.id],
    );
    const first = rows[0]!.days[0]!;
    expect(first >= addCalendarDays(TODAY, -3)).toBe(true);
    expect(rows[0]!.days.length).toBeLessThanOrEqual(4);
    const { rows: streaks } = await sql(
      `select 1 from public.xp_events where user_id = $1 and kind = 'streak_milestone'`,
      [teen.id],
    );
    expect(streaks).toEqual([]);
  });

  it('a budget week before the account existed earns nothing', async () => {
    const teen = await newTeen();
    const lastMonday = addCalendarDays(TODAY, -(((new Date().getUTCDay() + 6) % 7) + 7));
    await push(teen, [
      op('weekly_budgets', { week_start: lastMonday, limit_ore: 100000 }),
      op('transactions', {
        type: 'expense',
        category: 'food',
        description: 'Bulle',
        amount_ore: 1000,
        occurred_at: `${addCalendarDays(lastMonday, 2)}T12:00:00Z`,
      }),
    ]);
    expect((await xpRows(teen)).filter((x) => x.kind === 'budget_kept')).toEqual([]);
    expect(await points(teen)).toBe(0);
  });

  it('the server stamps created_at: a forged arrival time is ignored or refused', async () => {
    const teen = await newTeen('30 days');
    const goal = randomUUID();
    expect(
      await rest(
        teen,
        `insert into public.savings_goals (id, title, target_ore, created_at) values ($1, 'Mål', 50000, now() - interval '20 days')`,
        [goal],
      ),
    ).toBe('ok');
    const { rows } = await sql<{ fresh: boolean }>(
      `select created_at > now() - interval '1 minute' as fresh from public.savings_goals where id = $1`,
      [goal],
    );
    expect(rows[0]?.fresh).toBe(true);
  });
});

describe('goals that take time', () => {
  it('a goal born full is empty: saved is only ever the sum of its deposits', async () => {
    const teen = await newTeen('30 days');
    const viaPush = randomUUID();
    const viaRest = randomUUID();
    const [pushed] = await push(teen, [
      op('savings_goals', { title: 'Cykel', target_ore: 200000, saved_ore: 200000 }, viaPush),
    ]);
    expect(pushed?.status).toBe('rejected');
    expect(pushed?.code).toBe('unknown_column');
    expect(
      await rest(
        teen,
        `insert into public.savings_goals (id, title, target_ore, saved_ore) values ($1, 'Cykel', 200000, 200000)`,
        [viaRest],
      ),
    ).toBe('ok');
    const { rows } = await sql<{ saved_ore: string }>(
      `select saved_ore from public.savings_goals where id = $1`,
      [viaRest],
    );
    expect(Number(rows[0]?.saved_ore)).toBe(0);
    await sql(`select private.refresh_awards($1)`, [teen.id]);
    expect(await xpRows(teen)).toEqual([]);
    expect(await points(teen)).toBe(0);
  });

  it('a goal filled in its first 24 hours gives XP but no points', async () => {
    const teen = await newTeen('30 days');
    const goal = randomUUID();
    await push(teen, [
      op('savings_goals', { title: 'Hörlurar', target_ore: 100000 }, goal),
      op('goal_deposits', { goal_id: goal, amount_ore: 100000 }),
    ]);
    const xp = await xpRows(teen);
    expect(xp.map((x) => [x.kind, x.scoring])).toEqual([
      ['goal_deposit', false],
      ['goal_milestone', false],
      ['goal_milestone', false],
      ['goal_milestone', false],
      ['goal_reached', false],
    ]);
    expect(await points(teen)).toBe(0);
  });

  it('a goal a day old scores its deposit once confirmed, at most 25 progress points a day per goal', async () => {
    const teen = await newTeen('30 days');
    const goal = randomUUID();
    await push(teen, [op('savings_goals', { title: 'Konsert', target_ore: 100000 }, goal)]);
    await test.db.transaction(async (tx) => {
      // As a day-old goal: the stamp trigger keeps created_at, so staging history bypasses it.
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `update public.savings_goals set created_at = now() - interval '25 hours' where id = $1`,
        [goal],
      );
    });
    await push(teen, [op('goal_deposits', { goal_id: goal, amount_ore: 100000 })]);
    // Typed and not yet confirmed by a guardian: the unconfirmed cap.
    expect(await points(teen)).toBe(UNCONFIRMED_SAVING_CAP);
    // Confirmed: goal_deposit 10 + three milestones 75 + reached 100 = 185 XP in 'saving', capped
    // at 100 a day; the 100 % deposited gives 25 progress points today (and the cap is full).
    await confirmDeposits(test.db, teen);
    expect(await points(teen)).toBe(100);
  });
});

describe('the daily ceiling', () => {
  it('caps each category and the day, whatever the awards', async () => {
    const teen = await newTeen('30 days');
    // History as trusted server code would record it (every kind, today): 10 lessons and
    // quizzes (250), a no-spend day and a kept week (55), milestones (75 + 100), a streak (100).
    const award = (kind: string, source: string, amount: number) =>
      sql(
        `insert into public.xp_events (id, user_id, kind, amount, source_id) values ($1, $2, $3, $4, $5)`,
        [randomUUID(), teen.id, kind, amount, source],
      );
    for (const lesson of await lessons(10)) {
      await award('lesson_completed', lesson.id, 10);
      await award('quiz_passed', lesson.id, 15);
    }
    await award('no_spend_day', TODAY, 5);
    await award('budget_kept', '2026-W01', 50);
    await award('streak_milestone', `streak:${TODAY}:30`, 100);
    expect(await points(teen)).toBe(DAILY_POINTS_CEILING);
  });

  it('a brand-new account that sends everything on day one ends it at ≤ 150 points', async () => {
    const cheater = await newTeen();
    const ops: ReturnType<typeof op>[] = [];
    // Every lesson, with the right answers and back-to-back plausible reading times.
    let endedAgo = 0;
    for (const lesson of await lessons(80)) {
      ops.push(
        attempt(lesson.id, rightAnswers(await quizKeys(lesson.id)), lesson.min_seconds, endedAgo),
      );
      endedAgo += lesson.min_seconds + 1;
    }
    // No-spend claims for the last week, goals filled at once, a budget, many purchases.
    for (let back = 0; back <= 7; back += 1) {
      ops.push(op('no_spend_claims', { day: addCalendarDays(TODAY, -back) }));
    }
    for (let g = 0; g < 6; g += 1) {
      const goal = randomUUID();
      ops.push(op('savings_goals', { title: `Mål ${g}`, target_ore: 10000 + g }, goal));
      ops.push(op('goal_deposits', { goal_id: goal, amount_ore: 10000 + g }));
    }
    ops.push(op('weekly_budgets', { week_start: addCalendarDays(TODAY, -14), limit_ore: 999999 }));
    for (let i = 0; i < 20; i += 1) {
      ops.push(
        op('transactions', {
          type: 'income',
          category: 'income',
          description: 'Köp',
          amount_ore: 100,
          occurred_at: new Date(Date.now() - i * 3_600_000 * 7).toISOString(),
        }),
      );
    }
    for (let i = 0; i < ops.length; i += 200) await push(cheater, ops.slice(i, i + 200));
    const score = await points(cheater);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThanOrEqual(DAILY_POINTS_CEILING);
  });
});

describe('money has an origin: only the teen’s own scores (issue 40)', () => {
  const SERVER_WRITTEN = refusalWords.server_written;

  /** A 1 000 kr goal of the teen's, a day old: from now on its deposits may score. */
  async function dayOldGoal(teen: Actor): Promise<string> {
    const goal = randomUUID();
    await push(teen, [op('savings_goals', { title: 'Cykel', target_ore: 100000 }, goal)]);
    await test.db.transaction(async (tx) => {
      // As in 'a goal a day old scores its deposit': staging history bypasses the stamp trigger.
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `update public.savings_goals set created_at = now() - interval '25 hours' where id = $1`,
        [goal],
      );
    });
    return goal;
  }
  /** A deposit as the server's own code writes it (the table owner), with its origin. */
  const serverDeposit = async (teen: Actor, goal: string, amount: number, origin: string) => {
    const id = randomUUID();
    await sql(
      `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, origin) values ($1, $2, $3, $4, $5)`,
      [id, teen.id, goal, amount, origin],
    );
    return id;
  };
  const originOf = async (table: 'transactions' | 'goal_deposits', id: string) =>
    (await sql<{ origin: string }>(`select origin from public.${table} where id = $1`, [id]))
      .rows[0]?.origin;
  const family = async () => {
    const parent = await newPerson(test.db, 'foralder', { emailPrefix: 'origin' });
    const teen = await newPerson(test.db, 'barn', { emailPrefix: 'origin' });
    await familyOf(test.db, [parent], [teen], 'Familjen Ursprung');
    return { parent, teen };
  };
  const call = (actor: Actor, text: string, params: unknown[] = []) =>
    callAs(test.db, actor, text, params);

  it.each(['gift', 'interest', 'allowance', 'task_reward'])(
    '%s money on a goal older than 24 h scores 0 points, a deposit of the teen’s own of the same size scores',
    async (origin) => {
      const teen = await newTeen('30 days');
      await serverDeposit(teen, await dayOldGoal(teen), 50000, origin);
      expect(await points(teen)).toBe(0);
      const own = await newTeen('30 days');
      await serverDeposit(own, await dayOldGoal(own), 50000, 'self');
      await confirmDeposits(test.db, own);
      // Half the target: 50 progress points, 25 of them on the first day.
      expect(await points(own)).toBe(25);
    },
  );

  it('a gift a guardian confirms is stamped gift: it fills the goal, scores 0 and carries no milestone points', async () => {
    const { parent, teen } = await family();
    const goal = await dayOldGoal(teen);
    const link = (await call(
      parent,
      `select to_jsonb(l) as v from public.create_gift_link($1, $2, 30, 'Mormor') l`,
      [teen.id, goal],
    )) as { id: string; token: string };
    const anon: Actor = { name: 'anon', role: 'anon', id: null, email: null };
    expect(
      await call(anon, `select public.pledge_gift($1, 100000, 'Mormor', null) as v`, [link.token]),
    ).toEqual({ ok: true });
    const { rows } = await sql<{ id: string }>(
      `select id from private.gift_pledges where link_id = $1`,
      [link.id],
    );
    expect(
      await call(parent, `select public.decide_gift_pledge($1, true) as v`, [rows[0]!.id]),
    ).toBe('confirmed');
    const { rows: deposits } = await sql<{ id: string; origin: string; amount_ore: string }>(
      `select id, origin, amount_ore from public.goal_deposits where goal_id = $1`,
      [goal],
    );
    expect(deposits.map((d) => [d.origin, Number(d.amount_ore)])).toEqual([['gift', 100000]]);
    const { rows: saved } = await sql<{ saved_ore: string }>(
      `select saved_ore from public.savings_goals where id = $1`,
      [goal],
    );
    expect(Number(saved[0]?.saved_ore)).toBe(100000); // it shows on the goal
    expect(await points(teen)).toBe(0);

    // The teen's own 10 kr afterwards: the day's deposit scores, the milestones and the reached
    // goal the gift carried give their XP but no points.
    const own = op('goal_deposits', { goal_id: goal, amount_ore: 1000 });
    await push(teen, [own]);
    // The parent confirms it with one tap on the parent home: it counts in full.
    expect(
      await call(parent, `select public.confirm_deposits($1, $2) as v`, [teen.id, [own.id]]),
    ).toBe(1);
    expect((await xpRows(teen)).map((x) => [x.kind, x.scoring])).toEqual([
      ['goal_deposit', true],
      ['goal_milestone', false],
      ['goal_milestone', false],
      ['goal_milestone', false],
      ['goal_reached', false],
    ]);
    expect(await points(teen)).toBe(10 + 1); // goal_deposit's 10, and 1 % of the target

    // The gift is the server's: no edit, no soft delete, through push_ops or REST.
    const gift = deposits[0]!.id;
    const refused = await push(teen, [
      op('goal_deposits', { goal_id: goal, amount_ore: 50000000 }, gift),
      { opId: randomUUID(), table: 'goal_deposits', op: 'delete', id: gift },
    ]);
    expect(refused.map((r) => [r.status, r.code, r.sqlstate, r.reason])).toEqual([
      ['rejected', 'server_written', 'P0001', SERVER_WRITTEN],
      ['rejected', 'server_written', 'P0001', SERVER_WRITTEN],
    ]);
    expect(
      await rest(teen, `update public.goal_deposits set amount_ore = 50000000 where id = $1`, [
        gift,
      ]),
    ).toBe('P0001');
    expect(
      await rest(teen, `update public.goal_deposits set deleted = true where id = $1`, [gift]),
    ).toBe('P0001');
    expect(
      await rest(teen, `update public.goal_deposits set origin = 'self' where id = $1`, [gift]),
    ).toBe('42501'); // no column grant
    const { rows: after } = await sql<{ amount_ore: string; deleted: boolean }>(
      `select amount_ore, deleted from public.goal_deposits where id = $1`,
      [gift],
    );
    expect(after.map((r) => [Number(r.amount_ore), r.deleted])).toEqual([[100000, false]]);
  });

  it('parent interest is stamped interest and scores 0', async () => {
    const { parent, teen } = await family();
    const goal = await dayOldGoal(teen);
    await sql(
      `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
       values ($1, $2, $3, 50000, now() - interval '20 hours')`,
      [randomUUID(), teen.id, goal],
    );
    expect(await call(parent, `select public.set_goal_interest($1, 5) as v`, [goal])).toBe(500);
    // The month-end job, five weeks on: at least one month's interest on 500 kr.
    await sql(`select private.pay_goal_interest(now() + interval '35 days')`);
    const { rows } = await sql<{ origin: string; created_at: string }>(
      `select origin, created_at::text from public.goal_deposits where goal_id = $1 and id in
         (select deposit_id from private.goal_interest_payments)`,
      [goal],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.origin === 'interest')).toBe(true);
    for (const row of rows) {
      const { rows: scored } = await sql<{ score: number }>(
        `select p.score from private.competition_points($1::timestamptz - interval '1 hour',
           $1::timestamptz + interval '1 hour', array[$2::uuid]) p`,
        [row.created_at, teen.id],
      );
      expect(scored).toEqual([]);
    }
  });

  it('allowance and task rewards are stamped, are no check-ins and refuse the teen’s edits', async () => {
    const { parent, teen } = await family();
    const version = await call(
      parent,
      `select public.propose_allowance($1, 15000, 'weekly', 1, array['lunch'], null) as v`,
      [teen.id],
    );
    expect(await call(teen, `select public.confirm_allowance($1) as v`, [version])).toBe('active');
    expect(
      (await sql<{ n: number }>(`select private.pay_allowances(now() + interval '7 days') as n`))
        .rows[0]?.n,
    ).toBe(1);
    const task = (await call(
      parent,
      `select public.create_task($1, 'Dammsuga', 4500, 0, null) as v`,
      [teen.id],
    )) as string;
    await call(teen, `update public.tasks set status = 'done' where id = $1`, [task]);
    expect(await call(parent, `select public.review_task($1, true) as v`, [task])).toBe('approved');

    const { rows } = await sql<{ id: string; origin: string; amount_ore: string }>(
      `select id, origin, amount_ore from public.transactions where user_id = $1 order by origin`,
      [teen.id],
    );
    expect(rows.map((r) => [r.origin, Number(r.amount_ore)])).toEqual([
      ['allowance', 15000],
      ['task_reward', 4500],
    ]);
    const { rows: days } = await sql<{ n: number }>(
      `select cardinality(private.check_in_days($1)) as n`,
      [teen.id],
    );
    expect(days[0]?.n).toBe(0);
    expect(await points(teen)).toBe(0);

    for (const { id } of rows) {
      const refused = await push(teen, [
        op('transactions', { amount_ore: 99999900 }, id),
        { opId: randomUUID(), table: 'transactions', op: 'delete', id },
      ]);
      expect(refused.map((r) => [r.status, r.code, r.sqlstate, r.reason])).toEqual([
        ['rejected', 'server_written', 'P0001', SERVER_WRITTEN],
        ['rejected', 'server_written', 'P0001', SERVER_WRITTEN],
      ]);
      expect(
        await rest(teen, `update public.transactions set amount_ore = 99999900 where id = $1`, [
          id,
        ]),
      ).toBe('P0001');
    }
    expect(await originOf('transactions', rows[0]!.id)).toBe('allowance');
    const { rows: kept } = await sql<{ amount_ore: string; deleted: boolean }>(
      `select amount_ore, deleted from public.transactions where user_id = $1 order by origin`,
      [teen.id],
    );
    expect(kept.map((r) => [Number(r.amount_ore), r.deleted])).toEqual([
      [15000, false],
      [4500, false],
    ]);
  });

  it('a forged client cannot write another origin: what it inserts is its own', async () => {
    const teen = await newTeen('30 days');
    const goal = await dayOldGoal(teen);
    const viaRest = randomUUID();
    expect(
      await rest(
        teen,
        `insert into public.goal_deposits (id, goal_id, amount_ore, origin) values ($1, $2, 50000, 'gift')`,
        [viaRest, goal],
      ),
    ).toBe('ok');
    const income = randomUUID();
    expect(
      await rest(
        teen,
        `insert into public.transactions (id, type, category, description, amount_ore, origin)
         values ($1, 'income', 'income', 'Veckopeng', 15000, 'allowance')`,
        [income],
      ),
    ).toBe('ok');
    expect(await originOf('goal_deposits', viaRest)).toBe('self');
    expect(await originOf('transactions', income)).toBe('self');
    const [pushed] = await push(teen, [
      op('goal_deposits', { goal_id: goal, amount_ore: 50000, origin: 'gift' }),
    ]);
    expect(pushed?.status).toBe('rejected');
    expect(pushed?.code).toBe('unknown_column');
    // Its own rows stay its own to edit.
    const [edited] = await push(teen, [op('transactions', { amount_ore: 20000 }, income)]);
    expect(edited?.status).toBe('applied');
    expect(
      await rest(teen, `update public.goal_deposits set amount_ore = 40000 where id = $1`, [
        viaRest,
      ]),
    ).toBe('ok');
  });
});
