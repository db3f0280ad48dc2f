import type { SlantisDb } from '../db';
import { isActiveGoal } from '../repos/goals';
import type { SavingsGoalRow } from '../types';

const byCreated = (a: SavingsGoalRow, b: SavingsGoalRow) => a.createdAt.localeCompare(b.createdAt);

/** The user's goals that are not deleted (reached ones too), oldest first, via the userId index. */
export async function goals(db: SlantisDb, userId: string): Promise<SavingsGoalRow[]> {
  const rows = await db.savingsGoals
    .where({ userId })
    .filter((goal) => !goal.deleted)
    .toArray();
  return rows.sort(byCreated);
}

/** Goals still being saved towards (not reached, not deleted), oldest first. */
export async function activeGoals(db: SlantisDb, userId: string): Promise<SavingsGoalRow[]> {
  const rows = await db.savingsGoals.where({ userId }).filter(isActiveGoal).toArray();
  return rows.sort(byCreated);
}
