import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { goalMilestoneSource, streakMilestoneSource } from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';
import { levelFromXp } from '@/lib/levels';
import { dropTestDb, openTestDb } from '@/testing/test-db';

import { aggregateKeys, readAggregate } from '../aggregates';
import { SlantisDb } from '../db';
import { loadBehaviourStats, type CourseCatalogue } from '../queries/behaviour';
import { onAwards, type AwardNotice } from '../signals';
import { setWeeklyBudget } from './budgets';
import { evaluateGamification } from './gamification';
import { addDeposit, createGoal } from './goals';
import { recordLessonResult } from './learning';
import { markNoSpendDay, NO_SPEND_REFUSED_MESSAGE, NoSpendDayRefusedError } from './no-spend';
import { addTransaction, deleteTransaction, previewPurchaseXp } from './transactions';

const USER = 'teen-1';
let db: SlantisDb;

beforeEach(async () => {
  db = await openTestDb('gamification');
});
afterEach(() => dropTestDb(db));

const at = (iso: string) => new Date(iso);
const xp = () => readAggregate(db, USER, aggregateKeys.xpTotal());
const events = (kind: string) => db.xpEvents.where({ userId: USER, kind }).toArray();
const NO_COURSES: CourseCatalogue = [];

/** A purchase logged at `when` (occurring then too): the XP it gave. */
async function log(when: Date, type: 'expense' | 'income' = 'expense'): Promise<number> {
  const row = await addTransaction(
    db,
    USER,
    {
      type,
      category: type === 'income' ? 'income' : 'food',
      description: 'Köp',
      amountOre: 99_900,
      occurredAt: when,
    },
    when,
  );
  return row.xpAwarded;
}

/** Logs at each instant, checking first that the preview says what the award then gives. */
async function ladder(instants: string[]): Promise<number[]> {
  const awarded: number[] = [];
  for (const instant of instants) {
    const preview = await previewPurchaseXp(db, USER, at(instant));
    const given = await log(at(instant));
    expect(given).toBe(preview);
    awarded.push(given);
  }
  return awarded;
}

describe('purchase_logged: the day ladder, never kronor', () => {
  it('gives 5, 5, 5, 2, 2, 2, then 0 a Stockholm day, and starts again the next day', async () => {
    const day = [8, 9, 10, 11, 12, 13, 14, 15].map(
      (h) => `2026-11-18T${String(h).padStart(2, '0')}:00:00Z`,
    );
    expect(await ladder(day)).toEqual([5, 5, 5, 2, 2, 2, 0, 0]);
    // 22:59 UTC is 23:59 in Stockholm (CET): still the 18th. 23:00 UTC is the 19th.
    expect(await ladder(['2026-11-18T22:59:00Z', '2026-11-18T23:00:00Z'])).toEqual([0, 5]);
    // No event for the awards that gave 0; 6 + 1 events, 21 + 5 XP.
    expect(await events('purchase_logged')).toHaveLength(7);
    expect(await xp()).toBe(26);
  });

  it('counts Stockholm days across the spring DST night (a 23-hour day)', async () => {
    // 2026-03-29: clocks go 02:00 → 03:00. The day is 2026-03-28T23:00Z … 2026-03-29T22:00Z.
    expect(await ladder(['2026-03-28T22:50:00Z'])).toEqual([5]); // 23:50 on the 28th
    expect(
      await ladder([
        '2026-03-28T23:10:00Z', // 00:10 CET on the 29th
        '2026-03-29T00:50:00Z', // 01:50 CET
        '2026-03-29T01:10:00Z', // 03:10 CEST (after the jump)
        '2026-03-29T10:00:00Z',
        '2026-03-29T20:00:00Z',
        '2026-03-29T21:50:00Z', // 23:50 CEST: still the 29th
        '2026-03-29T21:59:00Z',
      ]),
    ).toEqual([5, 5, 5, 2, 2, 2, 0]);
    expect(await ladder(['2026-03-29T22:00:00Z'])).toEqual([5]); // 00:00 on the 30th
  });

  it('counts Stockholm days across the autumn DST night (a 25-hour day)', async () => {
    // 2026-10-25: clocks go 03:00 → 02:00. The day is 2026-10-24T22:00Z … 2026-10-25T23:00Z.
    const day = [
      '2026-10-24T22:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T12:00:00Z',
      '2026-10-25T20:00:00Z',
      '2026-10-25T22:30:00Z', // 23:30 CET on the 25th
      '2026-10-25T22:59:00Z',
    ];
    expect(await ladder(['2026-10-24T21:59:00Z'])).toEqual([5]); // 23:59 CEST on the 24th
    expect(await ladder(day)).toEqual([5, 5, 5, 2, 2, 2, 0]);
    expect(await ladder(['2026-10-25T23:00:00Z'])).toEqual([5]);
  });

  it('counts by the purchase’s day, not the award row’s (the server re-stamps it on sync)', async () => {
    expect(
      await ladder(['2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z', '2026-11-17T11:00:00Z']),
    ).toEqual([5, 5, 5]);
    // Synced the next morning: the pulled award rows carry the server's time.
    await db.xpEvents.toCollection().modify({ createdAt: '2026-11-18T07:00:00.000Z' });
    expect(await ladder(['2026-11-18T09:00:00Z'])).toEqual([5]);
    expect(await ladder(['2026-11-17T12:00:00Z'])).toEqual([2]); // logged for yesterday
  });

  it('incomes count on the same ladder; deleting a purchase does not give the XP again', async () => {
    const t = at('2026-11-18T09:00:00Z');
    await log(t, 'income');
    const row = await addTransaction(
      db,
      USER,
      { type: 'expense', category: 'food', description: 'x', amountOre: 1, occurredAt: t },
      t,
    );
    await deleteTransaction(db, row.id);
    expect(await previewPurchaseXp(db, USER, t)).toBe(5);
    expect(await ladder(['2026-11-18T10:00:00Z', '2026-11-18T11:00:00Z'])).toEqual([5, 2]);
  });

  it('a tiny and a huge amount give the same XP', async () => {
    const t = at('2026-11-18T09:00:00Z');
    const small = await addTransaction(
      db,
      USER,
      { type: 'expense', category: 'food', description: 'Tuggummi', amountOre: 100 },
      t,
    );
    const tomorrow = at('2026-11-19T09:00:00Z');
    const big = await addTransaction(
      db,
      USER,
      { type: 'expense', category: 'food', description: 'Dator', amountOre: 1_500_000 },
      tomorrow,
    );
    expect([small.xpAwarded, big.xpAwarded]).toEqual([5, 5]);
  });
});

describe('goal deposits', () => {
  const target = 100_000;
  const deposit = (goalId: string, amountOre: number, when: string) =>
    addDeposit(db, goalId, amountOre, at(when));

  it('goal_deposit: the first deposit of the day over all goals, never a withdrawal', async () => {
    const bike = await createGoal(db, USER, {
      title: 'Cykel',
      targetOre: target,
      targetDate: null,
    });
    const phone = await createGoal(db, USER, {
      title: 'Mobil',
      targetOre: target,
      targetDate: null,
    });
    await deposit(bike.id, 5_000, '2026-11-18T08:00:00Z');
    // A withdrawal first does not use up the day's deposit XP.
    expect((await deposit(bike.id, -5_000, '2026-11-19T07:00:00Z')).xpAwarded).toBe(0);
    const first = await deposit(bike.id, 5_000, '2026-11-19T08:00:00Z');
    expect(first.xpAwarded).toBe(10);
    expect((await deposit(bike.id, 1_000, '2026-11-19T09:00:00Z')).xpAwarded).toBe(0);
    expect((await deposit(phone.id, 1_000, '2026-11-19T10:00:00Z')).xpAwarded).toBe(0);
    // 23:30 UTC is 00:30 on the 20th in Stockholm: a new day.
    expect((await deposit(phone.id, 1_000, '2026-11-19T23:30:00Z')).xpAwarded).toBe(10);
    const awards = await events('goal_deposit');
    expect(awards.map((e) => e.amount)).toEqual([10, 10, 10]);
    expect(awards.map((e) => e.sourceId)).toContain(first.id);
  });

  it('milestones 25/50/75 % once ever per goal, goal_reached once at 100 %', async () => {
    const goal = await createGoal(db, USER, { title: 'Resa', targetOre: target, targetDate: null });
    const day = (d: number) => `2026-11-${d}T12:00:00Z`;
    expect((await deposit(goal.id, 24_999, day(10))).xpAwarded).toBe(10); // 24.999 %: none
    expect((await deposit(goal.id, 1, day(10))).xpAwarded).toBe(25); // exactly 25 %
    expect((await deposit(goal.id, -10_000, day(11))).xpAwarded).toBe(0); // back to 15 %
    expect((await deposit(goal.id, 10_000, day(12))).xpAwarded).toBe(10); // 25 % again: no 25
    // One deposit jumping past 50 and 75 % gives both, and reaching 100 % gives goal_reached.
    expect((await deposit(goal.id, 75_000, day(12))).xpAwarded).toBe(25 + 25 + 100);
    expect((await deposit(goal.id, -50_000, day(13))).xpAwarded).toBe(0);
    expect((await deposit(goal.id, 50_000, day(14))).xpAwarded).toBe(10); // reached again: 0
    expect((await events('goal_milestone')).map((e) => e.sourceId).sort()).toEqual(
      [25, 50, 75].map((m) => goalMilestoneSource(goal.id, m)).sort(),
    );
    expect(await events('goal_reached')).toMatchObject([{ sourceId: goal.id, amount: 100 }]);
    // Provisional, never queued: the server derives them from the deposits (issue 19).
    expect(await db.outbox.where({ table: 'xp_events' }).count()).toBe(0);
    expect((await db.xpEvents.toArray()).every((e) => e.serverSeq === null)).toBe(true);
  });
});

describe('no-spend day', () => {
  it('gives 5 XP once a day, source = the Stockholm date', async () => {
    expect(await markNoSpendDay(db, USER, at('2026-11-18T22:30:00Z'))).toBe(5); // 23:30 local
    expect(await markNoSpendDay(db, USER, at('2026-11-18T10:00:00Z'))).toBe(0);
    expect(await events('no_spend_day')).toMatchObject([{ sourceId: '2026-11-18', amount: 5 }]);
    expect(await markNoSpendDay(db, USER, at('2026-11-18T23:30:00Z'))).toBe(5); // the 19th
  });

  it('queues one no_spend_claims fact a day (name-based id), never the XP award', async () => {
    await markNoSpendDay(db, USER, at('2026-11-18T22:30:00Z')); // 23:30 in Stockholm
    await markNoSpendDay(db, USER, at('2026-11-18T10:00:00Z')); // the same day again
    const ops = await db.outbox.orderBy('seq').toArray();
    const claimId = await nameBasedUuid('no_spend_claims', USER, '2026-11-18');
    expect(ops).toMatchObject([
      {
        table: 'no_spend_claims',
        op: 'upsert',
        rowId: claimId,
        patch: { user_id: USER, day: '2026-11-18' },
        baseVersion: null,
      },
    ]);
    expect(Object.keys(ops[0]!.patch).sort()).toEqual(['day', 'user_id']);
    expect(await db.noSpendClaims.get(claimId)).toMatchObject({
      day: '2026-11-18',
      serverSeq: null,
    });
    // The provisional award, shown at once, with the id the server's award will have.
    expect(await events('no_spend_day')).toMatchObject([
      { id: await nameBasedUuid('xp', USER, 'no_spend_day', '2026-11-18'), serverSeq: null },
    ]);
  });

  it('is refused in Swedish once an expense is logged today; an income or a deleted expense is fine', async () => {
    const morning = at('2026-11-18T07:00:00Z');
    await log(morning, 'income');
    const row = await addTransaction(
      db,
      USER,
      { type: 'expense', category: 'food', description: 'Bulle', amountOre: 2_500 },
      morning,
    );
    const refused = await markNoSpendDay(db, USER, at('2026-11-18T20:00:00Z')).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NoSpendDayRefusedError);
    expect((refused as Error).message).toBe(NO_SPEND_REFUSED_MESSAGE);
    expect(await events('no_spend_day')).toHaveLength(0);
    await deleteTransaction(db, row.id);
    expect(await markNoSpendDay(db, USER, at('2026-11-18T20:00:00Z'))).toBe(5);
  });

  it('an expense logged later that day does not take the mark back', async () => {
    await markNoSpendDay(db, USER, at('2026-11-18T08:00:00Z'));
    await log(at('2026-11-18T15:00:00Z'));
    expect(await events('no_spend_day')).toHaveLength(1);
    expect(
      (await loadBehaviourStats(db, USER, at('2026-11-18T16:00:00Z'), NO_COURSES)).noSpendDays,
    ).toBe(1);
  });
});

describe('budget_kept', () => {
  const evaluate = (now: string) => evaluateGamification(db, USER, at(now), NO_COURSES);
  const kept = async () => (await events('budget_kept')).map((e) => e.sourceId).sort();

  it('awards each ended week with a budget kept once, source = the ISO week key', async () => {
    await setWeeklyBudget(db, USER, '2026-11-09', 100_000); // W46
    await log(at('2026-11-11T12:00:00Z')); // 999 kr in W46: kept
    const first = await evaluate('2026-11-18T12:00:00Z'); // W47 is still open
    expect(first.events.map((e) => [e.kind, e.sourceId, e.amount])).toEqual([
      ['budget_kept', '2026-W46', 50],
    ]);
    expect((await evaluate('2026-11-18T13:00:00Z')).events).toEqual([]);
    expect(await kept()).toEqual(['2026-W46']);
  });

  it('not for an overspent week, a week without a budget, a week still open or an idle week', async () => {
    await log(at('2026-11-04T12:00:00Z')); // W45: no budget yet
    await setWeeklyBudget(db, USER, '2026-11-09', 50_000);
    await log(at('2026-11-10T12:00:00Z'));
    await log(at('2026-11-11T12:00:00Z')); // W46: 1 998 kr > 500 kr
    await log(at('2026-11-17T12:00:00Z')); // W47: 999 kr > 500 kr
    await evaluate('2026-11-12T12:00:00Z'); // W46 open, W45 had no budget
    await evaluate('2026-11-18T12:00:00Z'); // W46 overspent
    await evaluate('2026-11-25T12:00:00Z'); // W47 overspent
    await markNoSpendDay(db, USER, at('2026-11-24T12:00:00Z')); // W48: kept, a no-spend day
    // W49: the budget carries on, nothing spent, but nothing logged either: not kept.
    await evaluate('2026-12-09T12:00:00Z'); // W50
    expect(await kept()).toEqual([]);
    await evaluate('2026-12-01T12:00:00Z'); // W49: W48 was kept
    expect(await kept()).toEqual(['2026-W48']);
  });

  it('reads an older week-<Monday> source as its week and does not award that week again', async () => {
    await setWeeklyBudget(db, USER, '2026-11-09', 100_000);
    await log(at('2026-11-11T12:00:00Z'));
    await db.xpEvents.add({
      id: 'seeded',
      userId: USER,
      kind: 'budget_kept',
      amount: 50,
      sourceId: 'week-2026-11-09',
      createdAt: '2026-11-16T08:00:00.000Z',
      serverSeq: 3,
      version: 1,
      deleted: false,
      updatedAt: 0,
    });
    expect((await evaluate('2026-11-18T12:00:00Z')).events).toEqual([]);
    const stats = await loadBehaviourStats(db, USER, at('2026-11-18T12:00:00Z'), NO_COURSES);
    expect(stats).toMatchObject({ budgetWeeksKept: 1, longestBudgetKeptRun: 1 });
  });

  it('looks back to last week only (as the server), across 2026-W53 into 2027-W01', async () => {
    await setWeeklyBudget(db, USER, '2026-10-05', 100_000);
    for (const day of ['2026-10-06', '2026-11-24', '2027-01-05']) {
      await log(at(`${day}T12:00:00Z`));
    }
    await evaluate('2027-01-12T12:00:00Z'); // W02: judges 2027-W01 only
    expect(await kept()).toEqual(['2027-W01']);
  });
});

describe('streak milestones', () => {
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const d = at(`${from}T10:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      return d;
    });

  it('7 check-in days in a row give 25 XP once per streak run', async () => {
    for (const day of days('2026-11-10', 6)) await log(day);
    const sixth = at('2026-11-15T10:00:00Z');
    const seventh = at('2026-11-16T10:00:00Z');
    expect((await evaluateGamification(db, USER, sixth, NO_COURSES)).events).toEqual([]);
    // The 7th check-in is a lesson.
    await recordLessonResult(
      db,
      USER,
      {
        answers: {},
        lessonId: 'b-1',
        correct: 3,
        questions: 3,
        course: { id: 'b', xp: 0, lessonIds: ['b-1', 'b-2'] },
      },
      seventh,
    );
    const first = await evaluateGamification(db, USER, seventh, NO_COURSES);
    expect(first.events).toMatchObject([
      { kind: 'streak_milestone', sourceId: streakMilestoneSource('2026-11-10', 7), amount: 25 },
    ]);
    await markNoSpendDay(db, USER, at('2026-11-17T10:00:00Z'));
    expect(
      (await evaluateGamification(db, USER, at('2026-11-17T20:00:00Z'), NO_COURSES)).events,
    ).toEqual([]);

    // The streak breaks (5 days without a check-in, more than the freezes), a new run starts.
    for (const day of days('2026-11-23', 7)) await log(day);
    const again = await evaluateGamification(db, USER, at('2026-11-29T20:00:00Z'), NO_COURSES);
    expect(again.events).toMatchObject([
      { sourceId: streakMilestoneSource('2026-11-23', 7), amount: 25 },
    ]);
    expect(await events('streak_milestone')).toHaveLength(2);
  });
});

describe('badges from real rows', () => {
  const catalogue: CourseCatalogue = [
    { id: 'pub', lessonIds: ['pub-1', 'pub-2'], isPublic: true },
    { id: 'mem', lessonIds: ['mem-1'], isPublic: false },
  ];
  const course = (id: string) => {
    const found = catalogue.find((c) => c.id === id)!;
    return { id, xp: 100, lessonIds: found.lessonIds };
  };
  const evaluate = (now: Date) => evaluateGamification(db, USER, now, catalogue);
  const earned = async () => (await db.earnedBadges.toArray()).map((row) => row.badgeId).sort();

  it('earns each category from what the user did, once, with a provisional row each', async () => {
    const monday = at('2026-11-16T09:00:00Z');
    const day = (n: number) => new Date(monday.getTime() + n * 86_400_000);
    // Purchases on three days in a row (a 3-day check-in streak).
    for (const n of [0, 1, 2]) await log(day(n));
    await markNoSpendDay(db, USER, day(3));
    const goal = await createGoal(db, USER, {
      title: 'Lurar',
      targetOre: 10_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 10_000, day(3));
    await recordLessonResult(
      db,
      USER,
      { answers: {}, lessonId: 'pub-1', correct: 3, questions: 3, course: course('pub') },
      day(3),
    );
    await recordLessonResult(
      db,
      USER,
      { answers: {}, lessonId: 'pub-2', correct: 2, questions: 3, course: course('pub') },
      day(3),
    );
    await db.tasks.add({
      id: 'task-1',
      userId: USER,
      createdBy: 'parent-1',
      title: 'Dammsug',
      rewardOre: 5_000,
      rewardXp: 20,
      dueDate: null,
      status: 'approved',
      serverSeq: 1,
      version: 1,
      deleted: false,
      updatedAt: 0,
    });
    await setWeeklyBudget(db, USER, '2026-11-16', 500_000);

    const first = await evaluate(day(8)); // the next week: W47's budget was kept
    expect(first.events.map((e) => e.kind)).toEqual(['budget_kept']);
    expect(await earned()).toEqual(
      [
        'first-purchase',
        'first-no-spend',
        'first-goal',
        'first-save',
        'goal-reached',
        'first-lesson',
        'first-quiz',
        'perfect-quiz',
        'first-course',
        'public-courses',
        'first-task',
        'streak-3',
        'budget-master',
      ].sort(),
    );
    // Provisional badges, never queued: the server evaluates its own with the same ids.
    expect(await db.outbox.where({ table: 'earned_badges' }).count()).toBe(0);
    const rows = await db.earnedBadges.toArray();
    expect(rows).toHaveLength(13);
    expect(rows[0]).toMatchObject({
      userId: USER,
      earnedAt: day(8).toISOString(),
      serverSeq: null,
    });

    // Nothing twice; finishing the last course earns 'all courses'.
    expect((await evaluate(day(8))).badges).toEqual([]);
    await recordLessonResult(
      db,
      USER,
      { answers: {}, lessonId: 'mem-1', correct: 3, questions: 3, course: course('mem') },
      day(8),
    );
    expect((await evaluate(day(8))).badges.map((b) => b.badgeId)).toEqual(['all-courses']);
  });

  it('weekly saving streak and level come from deposits and XP', async () => {
    const goal = await createGoal(db, USER, {
      title: 'Moped',
      targetOre: 10_000_000,
      targetDate: null,
    });
    for (const week of [0, 1, 2, 3]) {
      await addDeposit(
        db,
        goal.id,
        1_000,
        at(`2026-11-${String(2 + 7 * week).padStart(2, '0')}T12:00:00Z`),
      );
    }
    await db.transaction('rw', db.aggregates, () =>
      db.aggregates.put({ userId: USER, key: aggregateKeys.xpTotal(), value: 20_000 }),
    );
    const stats = await loadBehaviourStats(db, USER, at('2026-11-25T12:00:00Z'), catalogue);
    expect(stats).toMatchObject({
      goalDepositDays: 4,
      longestSavingStreak: 4,
      level: levelFromXp(20_000).level,
    });
    const result = await evaluate(at('2026-11-25T12:00:00Z'));
    expect(result.badges.map((b) => b.badgeId)).toEqual(
      expect.arrayContaining(['saving-streak-4', 'level-20', 'first-save', 'first-goal']),
    );
  });

  it('two devices make the same badge ids, and a badge pulled from the server is not written again', async () => {
    const other = new SlantisDb(`gamification-${crypto.randomUUID()}`);
    const t = at('2026-11-18T09:00:00Z');
    await log(t);
    await addTransaction(
      other,
      USER,
      { type: 'expense', category: 'food', description: 'k', amountOre: 1 },
      t,
    );
    const mine = await evaluate(t);
    const theirs = await evaluateGamification(other, USER, t, catalogue);
    expect(theirs.badges.map((b) => b.id)).toEqual(mine.badges.map((b) => b.id));
    await other.delete();

    await db.earnedBadges.clear();
    await db.earnedBadges.add({
      ...mine.badges[0]!,
      id: 'server-made-id',
      serverSeq: 9,
      version: 1,
    });
    expect((await evaluate(t)).badges).toEqual([]);
  });

  it('announces what it wrote, with the XP before and after, for the celebrations', async () => {
    const notices: AwardNotice[] = [];
    const off = onAwards((notice) => notices.push(notice));
    await log(at('2026-11-18T09:00:00Z'));
    await evaluate(at('2026-11-18T09:00:00Z'));
    off();
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ xpBefore: 0, xpAfter: 5, badges: [] });
    expect(notices[1]?.badges.map((b) => b.badgeId)).toEqual(['first-purchase']);
  });
});
