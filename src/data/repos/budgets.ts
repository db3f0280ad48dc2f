import { MAX_AMOUNT_ORE, type Ore } from '@/lib/money';

import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { WeeklyBudgetRow } from '../types';
import { RepoError } from './errors';

/** The budget of the week starting on `weekStart` (a Monday, YYYY-MM-DD), if one is set. */
export async function budgetForWeek(
  db: SlantisDb,
  userId: string,
  weekStart: string,
): Promise<WeeklyBudgetRow | undefined> {
  const rows = await db.weeklyBudgets.where({ userId, weekStart }).toArray();
  return rows.find((row) => !row.deleted);
}

/** The latest budget set on or before this week: a budget carries on until it is changed. */
export async function currentBudget(
  db: SlantisDb,
  userId: string,
  weekStart: string,
): Promise<WeeklyBudgetRow | undefined> {
  return db.weeklyBudgets
    .where('[userId+weekStart]')
    .between([userId, ''], [userId, weekStart], true, true)
    .reverse()
    .filter((row) => !row.deleted)
    .first();
}

/** Sets (or changes) the weekly budget for one week. */
export async function setWeeklyBudget(
  db: SlantisDb,
  userId: string,
  weekStart: string,
  limitOre: Ore,
): Promise<WeeklyBudgetRow> {
  if (!Number.isInteger(limitOre) || limitOre < 0 || limitOre > MAX_AMOUNT_ORE) {
    throw new RepoError('budget out of range');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStart)) throw new RepoError('weekStart must be YYYY-MM-DD');
  let saved: WeeklyBudgetRow | undefined;
  await runLocalWrite(db, [db.weeklyBudgets, db.outbox], async () => {
    const existing = await budgetForWeek(db, userId, weekStart);
    if (existing) {
      if (existing.limitOre === limitOre) {
        saved = existing;
        return;
      }
      saved = { ...existing, limitOre, updatedAt: Date.now() };
      await db.weeklyBudgets.put(saved);
      await enqueue(
        db,
        'weekly_budgets',
        'upsert',
        saved.id,
        { limit_ore: limitOre },
        existing.version,
      );
      return;
    }
    saved = {
      id: crypto.randomUUID(),
      userId,
      weekStart,
      limitOre,
      serverSeq: null,
      version: null,
      deleted: false,
      updatedAt: Date.now(),
    };
    await db.weeklyBudgets.add(saved);
    await enqueue(db, 'weekly_budgets', 'upsert', saved.id, toPatch('weekly_budgets', saved), null);
  });
  return saved as WeeklyBudgetRow;
}
