// @both-engines: time zone arithmetic and the reading-time windows.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { FIRST_DAY_MAX_LEVEL, QUIZ_PRACTICE_XP, XP_DAILY_CAPS } from '@/lib/gamification';

import { pushAs, upsertOp } from '../helpers/push';
import { attemptOp, rightAnswers, scoring, wrongAnswers } from '../helpers/scoring';
import { stockholmTodayAwayFromMidnight } from '../helpers/stockholm-today';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 40 §3–4: one scoring attempt per lesson, reading time that cannot be borrowed from before
// the account existed, and a no-spend day taken back by an expense on that day.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});
const world = () => scoring(test.db);
const TODAY = await stockholmTodayAwayFromMidnight();

describe('one scoring attempt per lesson', () => {
  it('a quiz failed first and then retried with other answers scores nothing; the retry is practice', async () => {
    const { newTeen, lessons, quizKeys, points, xpRows, sql } = world();
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    const time = lesson.min_seconds + 30;
    await pushAs(test.db, teen, [attemptOp(lesson.id, wrongAnswers(keys), time, 600)]);
    // Every combination after the first: the right one among them passes, as practice.
    await pushAs(test.db, teen, [attemptOp(lesson.id, rightAnswers(keys), time)]);
    expect(await xpRows(teen)).toEqual([
      { kind: 'lesson_completed', amount: 10, scoring: false, source_id: lesson.id },
      { kind: 'quiz_passed', amount: QUIZ_PRACTICE_XP, scoring: false, source_id: lesson.id },
    ]);
    expect(await points(teen)).toBe(0);
    const { rows } = await sql<{ best_score: number; attempts: number }>(
      `select best_score, attempts from public.lesson_progress where user_id = $1`,
      [teen.id],
    );
    expect(rows).toEqual([{ best_score: 100, attempts: 2 }]);
  });

  it('the first attempt passed scores 25; passing again earns nothing more', async () => {
    const { newTeen, lessons, quizKeys, points } = world();
    const teen = await newTeen('10 days');
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    await pushAs(test.db, teen, [
      attemptOp(lesson.id, rightAnswers(keys), lesson.min_seconds, 900),
    ]);
    await pushAs(test.db, teen, [attemptOp(lesson.id, rightAnswers(keys), lesson.min_seconds)]);
    expect(await points(teen)).toBe(25);
  });
});

describe('reading time that was never there', () => {
  it('a lesson "read" before the account existed earns no XP, no points and no progress', async () => {
    const { newTeen, lessons, quizKeys, points, xpRows, sql } = world();
    const teen = await newTeen();
    const lesson = (await lessons(1))[0]!;
    const keys = await quizKeys(lesson.id);
    // Claims 15 minutes of reading, finished now, by an account made a moment ago.
    await pushAs(test.db, teen, [attemptOp(lesson.id, rightAnswers(keys), 15 * 60)]);
    expect(await xpRows(teen)).toEqual([]);
    expect(await points(teen)).toBe(0);
    const { rows } = await sql<{ completed: boolean; attempts: number }>(
      `select completed_at is not null as completed, attempts from public.lesson_progress where user_id = $1`,
      [teen.id],
    );
    expect(rows).toEqual([{ completed: false, attempts: 1 }]);
  });

  it('nor one ending in the future on a new account, nor one faster than its reading time', async () => {
    const { newTeen, lessons, quizKeys, xpRows } = world();
    const fresh = await newTeen();
    const old = await newTeen('10 days');
    const [a, b] = await lessons(2);
    // Claims 8 minutes of reading that "end" 8 minutes from now: a clock ahead keeps its
    // duration, but the reading must still fit after the account was made.
    await pushAs(test.db, fresh, [
      attemptOp(a!.id, rightAnswers(await quizKeys(a!.id)), 8 * 60 + a!.min_seconds, -8 * 60),
    ]);
    await pushAs(test.db, old, [
      attemptOp(b!.id, rightAnswers(await quizKeys(b!.id)), b!.min_seconds - 1, 3600),
    ]);
    expect(await xpRows(fresh)).toEqual([]);
    expect(await xpRows(old)).toEqual([]);
  });
});

describe('a no-spend day taken back', () => {
  const expense = (occurredAt: Date) =>
    upsertOp('transactions', {
      type: 'expense',
      category: 'food',
      description: 'Glass',
      amount_ore: 2500,
      occurred_at: occurredAt.toISOString(),
    });

  it('an expense dated the claimed day, arriving later, removes its XP and points and says why', async () => {
    const { newTeen, points, xpRows, sql } = world();
    const teen = await newTeen('30 days');
    await pushAs(test.db, teen, [upsertOp('no_spend_claims', { day: TODAY })]);
    expect(await points(teen)).toBe(5);
    const results = await pushAs(test.db, teen, [expense(new Date())]);
    expect(results[0]?.status).toBe('applied');
    expect((await xpRows(teen)).filter((x) => x.kind === 'no_spend_day')).toEqual([]);
    expect(await points(teen)).toBe(0);
    const { rows } = await sql<{ title: string; body: string }>(
      `select title, body from public.notifications where user_id = $1 and kind = 'no_spend_withdrawn'`,
      [teen.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('Dagen utan köp är borttagen');
    expect(rows[0]!.body).toMatch(
      /^Du skrev upp ett köp den \d+ \p{L}+, så den dagen räknas inte/u,
    );
    // The day stays taken: claiming it again is the same claim.
    const again = await pushAs(test.db, teen, [upsertOp('no_spend_claims', { day: TODAY })]);
    expect(again[0]?.status).toBe('duplicate');
    expect(await points(teen)).toBe(0);
  });

  it('an income that day, or an expense another day, leaves the claim alone', async () => {
    const { newTeen, points } = world();
    const teen = await newTeen('30 days');
    await pushAs(test.db, teen, [upsertOp('no_spend_claims', { day: TODAY })]);
    await pushAs(test.db, teen, [
      upsertOp('transactions', {
        type: 'income',
        category: 'income',
        description: 'Veckopeng',
        amount_ore: 10000,
        occurred_at: new Date().toISOString(),
      }),
      expense(new Date(Date.now() - 2 * 86_400_000)),
    ]);
    expect(await points(teen)).toBe(5);
  });
});

describe('a brand-new account’s first day', () => {
  it('ends at or under FIRST_DAY_MAX_LEVEL, whatever the device sends', async () => {
    const { newTeen, lessons, quizKeys, sql } = world();
    const teen = await newTeen();
    const goals = Array.from({ length: 12 }, () => randomUUID());
    const all = await lessons(40);
    await pushAs(test.db, teen, [
      // Twelve goals of 1 kr, each filled at once (milestones and reached goals).
      ...goals.map((id, i) =>
        upsertOp('savings_goals', { title: `Mål ${i}`, target_ore: 100 }, id),
      ),
      ...goals.map((goal_id) => upsertOp('goal_deposits', { goal_id, amount_ore: 100 })),
      // Thirty purchases, today's no-spend day (refused after them) and forty lessons "read"
      // back to back over the last day.
      ...Array.from({ length: 30 }, (_, i) =>
        upsertOp('transactions', {
          type: 'income',
          category: 'income',
          description: `Inkomst ${i}`,
          amount_ore: 100,
          occurred_at: new Date().toISOString(),
        }),
      ),
      upsertOp('no_spend_claims', { day: TODAY }),
    ]);
    for (const [i, lesson] of all.entries()) {
      await pushAs(test.db, teen, [
        attemptOp(lesson.id, rightAnswers(await quizKeys(lesson.id)), 120, i * 150),
      ]);
    }
    const { rows } = await sql<{ level: number; xp: number; badges: number; ids: string }>(
      `select private.level_for_xp(private.xp_total($1)) as level, private.xp_total($1)::integer as xp,
         (select count(*)::integer from public.earned_badges b where b.user_id = $1) as badges,
         (select string_agg(b.badge_id, ',' order by b.badge_id) from public.earned_badges b where b.user_id = $1) as ids`,
      [teen.id],
    );
    expect(rows[0]!.level).toBeLessThanOrEqual(FIRST_DAY_MAX_LEVEL);
    expect(rows[0]!.xp).toBeLessThanOrEqual(
      Object.values(XP_DAILY_CAPS).reduce((sum, cap) => sum + cap, 0),
    );
    // The first steps only (docs/gamification.md § Fair play): tiny goals typed full reach no
    // goal badge, invented reading no lesson badge.
    expect(rows[0]!.ids).toBe('first-goal,first-no-spend,first-purchase,first-save');
  });
});
