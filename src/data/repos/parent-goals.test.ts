import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SlantisDb } from '../db';
import type { SavingsGoalRow } from '../types';
import { RepoError } from './errors';
import { addDeposit, deleteGoal, updateGoal } from './goals';

const CHILD = 'child-1';
let db: SlantisDb;

beforeEach(async () => {
  db = new SlantisDb(`parent-goals-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A goal a parent set, as the pull stores it. */
const parentGoal: SavingsGoalRow = {
  id: 'goal-1',
  userId: CHILD,
  title: 'Körkort',
  targetOre: 1_000_000,
  savedOre: 0,
  targetDate: null,
  setBy: 'parent-1',
  matchPercent: 20,
  createdAt: '2026-11-20T10:00:00.000Z',
  serverSeq: 5,
  version: 1,
  deleted: false,
  updatedAt: 0,
};

describe("a parent's goal on the child's device", () => {
  it('keeps its terms: a change is refused before it reaches the outbox', async () => {
    await db.savingsGoals.add(parentGoal);
    await expect(
      updateGoal(db, parentGoal.id, { title: 'Moped', targetOre: 100, targetDate: null }),
    ).rejects.toBeInstanceOf(RepoError);
    expect(await db.savingsGoals.get(parentGoal.id)).toMatchObject({ title: 'Körkort' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes deposits and withdrawals', async () => {
    await db.savingsGoals.add(parentGoal);
    await addDeposit(db, parentGoal.id, 30_000);
    await addDeposit(db, parentGoal.id, -10_000);
    expect((await db.savingsGoals.get(parentGoal.id))?.savedOre).toBe(20_000);
    expect(await db.outbox.where({ table: 'goal_deposits' }).count()).toBe(2);
  });

  it('can still be archived (the server allows it; the UI does not offer it)', async () => {
    await db.savingsGoals.add(parentGoal);
    await deleteGoal(db, parentGoal.id);
    expect((await db.savingsGoals.get(parentGoal.id))?.deleted).toBe(true);
  });
});
