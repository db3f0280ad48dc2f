import { aggregateKeys } from '../aggregates';
import type { SlantisDb } from '../db';

export type WeekTotals = {
  /** Öre spent (expenses) in the Stockholm ISO week holding `at`. */
  spentOre: number;
  incomeOre: number;
  /** Net öre put into savings goals this week (withdrawals count negative). */
  savedOre: number;
  xp: number;
};

/** This week's running totals: four keyed reads of the aggregates table. */
export async function weekTotals(db: SlantisDb, userId: string, at: Date): Promise<WeekTotals> {
  const keys = [
    aggregateKeys.weekSpent(at),
    aggregateKeys.weekIncome(at),
    aggregateKeys.weekSaved(at),
    aggregateKeys.weekXp(at),
  ];
  const rows = await db.aggregates.bulkGet(keys.map((key): [string, string] => [userId, key]));
  const [spentOre, incomeOre, savedOre, xp] = rows.map((row) => row?.value ?? 0);
  return {
    spentOre: spentOre ?? 0,
    incomeOre: incomeOre ?? 0,
    savedOre: savedOre ?? 0,
    xp: xp ?? 0,
  };
}

/** All XP the user has earned. */
export async function xpTotal(db: SlantisDb, userId: string): Promise<number> {
  return (await db.aggregates.get([userId, aggregateKeys.xpTotal()]))?.value ?? 0;
}
