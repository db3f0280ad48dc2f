import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parentGoalRow } from '@/testing/rows';
import { dropTestDb, openTestDb } from '@/testing/test-db';

import type { SlantisDb } from '../db';
import { RepoError } from './errors';
import { addDeposit, deleteGoal, updateGoal } from './goals';

const CHILD = 'child-1';
let db: SlantisDb;

beforeEach(async () => {
  db = await openTestDb('parent-goals');
});
afterEach(() => dropTestDb(db));

/** A goal a parent set, as the pull stores it. */
const parentGoal = parentGoalRow(CHILD);

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
