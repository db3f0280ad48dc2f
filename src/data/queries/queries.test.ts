import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SlantisDb } from '../db';
import { setWeeklyBudget } from '../repos/budgets';
import { addDeposit, createGoal, deleteGoal } from '../repos/goals';
import { addTransaction, deleteTransaction } from '../repos/transactions';
import {
  activeGoals,
  earnedBadgeIds,
  goals,
  recentTransactions,
  transactionPage,
  weekBudget,
  weekTotals,
  xpTotal,
} from './index';

const userId = 'u1';
let db: SlantisDb;

beforeEach(() => {
  db = new SlantisDb(`t-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const at = (iso: string) => new Date(iso);
const spend = (amountOre: number, occurredAt: Date, description = 'Köp') =>
  addTransaction(db, userId, {
    type: 'expense',
    category: 'food',
    description,
    amountOre,
    occurredAt,
  });

describe('recentTransactions', () => {
  it('lists the newest first, skips deleted rows and other users, and respects the limit', async () => {
    const a = await spend(100, at('2026-03-02T10:00:00Z'), 'a');
    await spend(200, at('2026-03-03T10:00:00Z'), 'b');
    const c = await spend(300, at('2026-03-04T10:00:00Z'), 'c');
    await addTransaction(db, 'u2', {
      type: 'income',
      category: 'income',
      description: 'annan',
      amountOre: 5,
      occurredAt: at('2026-03-05T10:00:00Z'),
    });
    await deleteTransaction(db, c.id);

    const rows = await recentTransactions(db, userId, 10);
    expect(rows.map((row) => row.description)).toEqual(['b', 'a']);
    expect(await recentTransactions(db, userId, 1)).toHaveLength(1);
    const older = await recentTransactions(db, userId, 10, '2026-03-03T10:00:00.000Z');
    expect(older.map((row) => row.id)).toEqual([a.id]);
  });

  it('tells whether there is another page', async () => {
    for (let day = 1; day <= 21; day += 1) {
      await spend(100, at(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`), `k${day}`);
    }
    const first = await transactionPage(db, userId, 20);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.description).toBe('k21');
    expect(first.hasMore).toBe(true);
    const all = await transactionPage(db, userId, 40);
    expect(all.rows).toHaveLength(21);
    expect(all.hasMore).toBe(false);
  });
});

describe('weekTotals and xpTotal', () => {
  it('reads the Stockholm week of `at` from the running totals', async () => {
    const monday = at('2026-03-02T09:00:00Z');
    await spend(45_000, monday);
    await addTransaction(db, userId, {
      type: 'income',
      category: 'income',
      description: 'Lön',
      amountOre: 100_000,
      occurredAt: monday,
    });
    await spend(10_000, at('2026-02-27T09:00:00Z'));

    const totals = await weekTotals(db, userId, at('2026-03-05T12:00:00Z'));
    expect(totals.spentOre).toBe(45_000);
    expect(totals.incomeOre).toBe(100_000);
    // Logging gives the day's ladder (5, 5, 5 …), never an amount-based XP.
    expect(await xpTotal(db, userId)).toBe(5 + 5 + 5);
    expect((await weekTotals(db, userId, at('2026-04-01T12:00:00Z'))).spentOre).toBe(0);
  });

  it('counts deposits and withdrawals as this week’s savings', async () => {
    const goal = await createGoal(db, userId, {
      title: 'Cykel',
      targetOre: 500_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 30_000);
    await addDeposit(db, goal.id, -5_000);
    expect((await weekTotals(db, userId, new Date())).savedOre).toBe(25_000);
  });

  it('is all zeros for a new user', async () => {
    expect(await weekTotals(db, userId, new Date())).toEqual({
      spentOre: 0,
      incomeOre: 0,
      savedOre: 0,
      xp: 0,
    });
    expect(await xpTotal(db, userId)).toBe(0);
  });
});

describe('weekBudget', () => {
  it('carries the latest budget on, with the week’s spending', async () => {
    await setWeeklyBudget(db, userId, '2026-02-23', 120_000);
    await spend(85_000, at('2026-03-03T09:00:00Z'));
    const week = await weekBudget(db, userId, at('2026-03-04T12:00:00Z'));
    expect(week).toEqual({ weekStart: '2026-03-02', limitOre: 120_000, spentOre: 85_000 });
  });

  it('has no limit before any budget is set', async () => {
    const week = await weekBudget(db, userId, at('2026-03-04T12:00:00Z'));
    expect(week.limitOre).toBeNull();
  });
});

describe('goals and activeGoals', () => {
  it('lists goals oldest first; active ones exclude reached and deleted goals', async () => {
    const bike = await createGoal(db, userId, { title: 'Cykel', targetOre: 100, targetDate: null });
    const phone = await createGoal(db, userId, {
      title: 'Mobil',
      targetOre: 900,
      targetDate: null,
    });
    const trip = await createGoal(db, userId, { title: 'Resa', targetOre: 900, targetDate: null });
    await addDeposit(db, bike.id, 100);
    await deleteGoal(db, trip.id);

    expect((await goals(db, userId)).map((goal) => goal.title)).toEqual(['Cykel', 'Mobil']);
    expect((await activeGoals(db, userId)).map((goal) => goal.id)).toEqual([phone.id]);
  });
});

describe('earnedBadgeIds', () => {
  it('returns the user’s earned, not deleted badges', async () => {
    const base = { serverSeq: null, version: null, updatedAt: 0, earnedAt: '2026-03-01T00:00:00Z' };
    await db.earnedBadges.bulkAdd([
      { ...base, id: '1', userId, badgeId: 'first-purchase', deleted: false },
      { ...base, id: '2', userId, badgeId: 'saver', deleted: true },
      { ...base, id: '3', userId: 'u2', badgeId: 'budget-set', deleted: false },
    ]);
    expect([...(await earnedBadgeIds(db, userId))]).toEqual(['first-purchase']);
  });
});
