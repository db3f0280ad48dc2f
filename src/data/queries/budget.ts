import { dayKey, weekRange } from '@/lib/dates';
import type { Ore } from '@/lib/money';

import { aggregateKeys } from '../aggregates';
import type { SlantisDb } from '../db';
import { currentBudget } from '../repos/budgets';

export type WeekBudget = {
  /** The Monday (YYYY-MM-DD, Stockholm) of the week holding `at`. */
  weekStart: string;
  /** The budget in force this week (the latest one set on or before it), or null if none. */
  limitOre: Ore | null;
  /** What the week's expenses add up to so far. */
  spentOre: Ore;
};

/** The weekly budget card's numbers for the Stockholm ISO week holding `at`. */
export async function weekBudget(db: SlantisDb, userId: string, at: Date): Promise<WeekBudget> {
  const weekStart = dayKey(weekRange(at).start);
  const [budget, spent] = await Promise.all([
    currentBudget(db, userId, weekStart),
    db.aggregates.get([userId, aggregateKeys.weekSpent(at)]),
  ]);
  return { weekStart, limitOre: budget?.limitOre ?? null, spentOre: spent?.value ?? 0 };
}
