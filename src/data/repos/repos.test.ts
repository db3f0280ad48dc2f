import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dropTestDb, openTestDb } from '@/testing/test-db';

import { aggregateKeys, applyDeltas, readAggregate, transactionEffect } from '../aggregates';
import { SlantisDb } from '../db';
import type { TransactionRow } from '../types';
import { currentBudget, setWeeklyBudget } from './budgets';
import { RepoError } from './errors';
import {
  activeGoalCount,
  addDeposit,
  BASIC_ACTIVE_GOAL_LIMIT,
  createGoal,
  deleteGoal,
  updateGoal,
} from './goals';
import { addTransaction, deleteTransaction, updateTransaction } from './transactions';

const USER = 'user-1';
let db: SlantisDb;

beforeEach(async () => {
  db = await openTestDb('repos');
});
afterEach(() => dropTestDb(db));

const total = (key: string) => readAggregate(db, USER, key);
const at = new Date('2026-11-18T12:00:00Z'); // a Wednesday, ISO week 47

/** The incremental transaction totals (zero entries dropped). */
async function moneyTotals(): Promise<Map<string, number>> {
  const all = await db.aggregates.toArray();
  return new Map(
    all.filter((a) => !/(^xp:|:xp$)/.test(a.key) && a.value !== 0).map((a) => [a.key, a.value]),
  );
}

/** Totals recomputed from every row: what the incremental aggregates must always equal. */
async function recomputed(): Promise<Map<string, number>> {
  const fresh = new SlantisDb(`recompute-${crypto.randomUUID()}`);
  const rows = await db.transactions.toArray();
  await fresh.transaction('rw', fresh.aggregates, () =>
    applyDeltas(
      fresh,
      USER,
      rows.flatMap((row: TransactionRow) => transactionEffect(row)),
    ),
  );
  const all = await fresh.aggregates.toArray();
  const result = new Map(all.filter((a) => a.value !== 0).map((a) => [a.key, a.value]));
  await fresh.delete();
  return result;
}

describe('transactions repo', () => {
  it('stores the row, its outbox op, the provisional XP event and the totals in one go', async () => {
    const row = await addTransaction(db, USER, {
      type: 'expense',
      category: 'food',
      description: '  Pizza med Leo ',
      amountOre: 14_550,
      occurredAt: at,
    });
    expect(row).toMatchObject({ description: 'Pizza med Leo', serverSeq: null, deleted: false });
    const ops = await db.outbox.toArray();
    // The fact only: the server derives the purchase_logged award itself (issue 19).
    expect(ops.map((op) => [op.table, op.op, op.rowId])).toEqual([
      ['transactions', 'upsert', row.id],
    ]);
    expect(await db.xpEvents.toArray()).toMatchObject([
      { kind: 'purchase_logged', sourceId: row.id, amount: 5, serverSeq: null },
    ]);
    expect(ops[0]?.patch).toEqual({
      user_id: USER,
      type: 'expense',
      category: 'food',
      description: 'Pizza med Leo',
      amount_ore: 14_550,
      occurred_at: '2026-11-18T12:00:00.000Z',
      deleted: false,
    });
    expect(await total(aggregateKeys.weekSpent(at))).toBe(14_550);
    expect(await total(aggregateKeys.monthSpent(at))).toBe(14_550);
    expect(await total(aggregateKeys.xpTotal())).toBe(5);
  });

  it.each([
    [{ amountOre: -1 }, 'amount out of range'],
    [{ amountOre: 100_000_001 }, 'amount out of range'],
    [{ amountOre: 10.5 }, 'amount out of range'],
    [{ description: '   ' }, 'bad description'],
    [{ description: 'x'.repeat(201) }, 'bad description'],
    [{ type: 'income' as const }, 'category does not fit the type'],
    [{ category: 'income' as const }, 'category does not fit the type'],
  ])('refuses %j and writes nothing', async (change, message) => {
    const input = {
      type: 'expense' as const,
      category: 'food' as const,
      description: 'Glass',
      amountOre: 3000,
      ...change,
    };
    await expect(addTransaction(db, USER, input)).rejects.toThrow(new RepoError(message));
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.aggregates.count()).toBe(0);
  });

  it('an edit sends only the changed fields and moves the totals to the new week', async () => {
    const row = await addTransaction(db, USER, {
      type: 'expense',
      category: 'food',
      description: 'Lunch',
      amountOre: 9_000,
      occurredAt: at,
    });
    const nextWeek = new Date('2026-11-24T09:00:00Z');
    await updateTransaction(db, row.id, { amountOre: 8_000, occurredAt: nextWeek.toISOString() });
    const edit = (await db.outbox.toArray()).at(-1);
    // Not the unchanged description: the server merges it with other devices' edits of it.
    expect(edit?.patch).toEqual({ amount_ore: 8_000, occurred_at: nextWeek.toISOString() });
    expect(await total(aggregateKeys.weekSpent(at))).toBe(0);
    expect(await total(aggregateKeys.weekSpent(nextWeek))).toBe(8_000);
    expect(await moneyTotals()).toEqual(await recomputed());
  });

  it('a delete is a tombstone the server hears about; totals drop it at once', async () => {
    const row = await addTransaction(db, USER, {
      type: 'expense',
      category: 'food',
      description: 'Godis',
      amountOre: 2_500,
      occurredAt: at,
    });
    await deleteTransaction(db, row.id);
    expect(await db.transactions.get(row.id)).toMatchObject({ deleted: true });
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      op: 'delete',
      rowId: row.id,
      patch: {},
    });
    expect(await total(aggregateKeys.weekSpent(at))).toBe(0);
    await deleteTransaction(db, row.id);
    expect(await db.outbox.count()).toBe(2);
  });

  it('keeps totals equal to a recomputation over a random mix of writes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const roll = (i * 37) % 10;
      if (roll < 6 || ids.length === 0) {
        const income = roll === 0;
        const row = await addTransaction(db, USER, {
          type: income ? 'income' : 'expense',
          category: income ? 'income' : 'shopping',
          description: `Rad ${i}`,
          amountOre: 100 * ((i * 13) % 97),
          occurredAt: new Date(at.getTime() - ((i * 5) % 40) * 86_400_000),
        });
        ids.push(row.id);
      } else if (roll < 8) {
        await updateTransaction(db, ids[i % ids.length] ?? '', { amountOre: 700 + i }).catch(
          () => undefined,
        );
      } else {
        await deleteTransaction(db, ids[i % ids.length] ?? '');
      }
    }
    expect(await moneyTotals()).toEqual(await recomputed());
  });
});

describe('weekly budget repo', () => {
  it('sets, changes and carries a budget forward to later weeks', async () => {
    await setWeeklyBudget(db, USER, '2026-11-16', 120_000);
    await setWeeklyBudget(db, USER, '2026-11-16', 100_000);
    expect(await db.weeklyBudgets.count()).toBe(1);
    expect((await db.outbox.toArray()).map((op) => op.patch)).toEqual([
      { user_id: USER, week_start: '2026-11-16', limit_ore: 120_000, deleted: false },
      { limit_ore: 100_000 },
    ]);
    expect((await currentBudget(db, USER, '2026-11-30'))?.limitOre).toBe(100_000);
    expect(await currentBudget(db, USER, '2026-11-09')).toBeUndefined();
  });

  it('refuses a negative budget or a malformed week', async () => {
    await expect(setWeeklyBudget(db, USER, '2026-11-16', -1)).rejects.toThrow(RepoError);
    await expect(setWeeklyBudget(db, USER, '16/11', 100)).rejects.toThrow(RepoError);
  });
});

describe('savings goals repo', () => {
  const goal = { title: 'Nya hörlurar', targetOre: 150_000, targetDate: '2027-03-01' };

  it('deposits and withdrawals move the saved amount and the week’s savings together', async () => {
    const created = await createGoal(db, USER, goal);
    await addDeposit(db, created.id, 50_000);
    await addDeposit(db, created.id, -20_000);
    expect((await db.savingsGoals.get(created.id))?.savedOre).toBe(30_000);
    expect(await total(aggregateKeys.weekSaved(new Date()))).toBe(30_000);
    await expect(addDeposit(db, created.id, -30_001)).rejects.toThrow(
      'withdrawal exceeds saved amount',
    );
    await expect(addDeposit(db, created.id, 0)).rejects.toThrow(RepoError);
    const deposits = (await db.outbox.toArray()).filter((op) => op.table === 'goal_deposits');
    expect(deposits.map((op) => op.patch.amount_ore)).toEqual([50_000, -20_000]);
    expect(deposits.every((op) => !('saved_ore' in op.patch))).toBe(true);
  });

  it('allows 5 active goals on the Basic plan; a reached goal frees a place', async () => {
    const goals = [];
    for (let i = 0; i < BASIC_ACTIVE_GOAL_LIMIT; i += 1)
      goals.push(await createGoal(db, USER, { ...goal, title: `Mål ${i}` }));
    await expect(createGoal(db, USER, goal)).rejects.toThrow('goal limit reached');
    await addDeposit(db, goals[0]?.id ?? '', goal.targetOre);
    expect(await activeGoalCount(db, USER)).toBe(4);
    await createGoal(db, USER, goal);
    await deleteGoal(db, goals[1]?.id ?? '');
    expect(await activeGoalCount(db, USER)).toBe(4);
  });

  it('edits the terms and validates them', async () => {
    const created = await createGoal(db, USER, goal);
    await updateGoal(db, created.id, { title: 'Cykel', targetOre: 300_000, targetDate: null });
    expect(await db.savingsGoals.get(created.id)).toMatchObject({
      title: 'Cykel',
      targetOre: 300_000,
      targetDate: null,
    });
    await expect(updateGoal(db, created.id, { ...goal, title: ' ' })).rejects.toThrow('bad title');
    await expect(createGoal(db, USER, { ...goal, targetOre: 0 })).rejects.toThrow(
      'target out of range',
    );
  });
});
