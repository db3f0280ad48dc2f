import { dayKey, monthKey, weekKey } from '@/lib/dates';

import type { SlantisDb } from './db';
import type { GoalDepositRow, TransactionRow, XpEventRow } from './types';

/** A change to one running total. */
export type Delta = [key: string, change: number];

/** Aggregate keys (value in öre unless named …count or xp…). */
export const aggregateKeys = {
  weekSpent: (at: Date | string) => `week:${weekKey(new Date(at))}:expense`,
  weekIncome: (at: Date | string) => `week:${weekKey(new Date(at))}:income`,
  weekCount: (at: Date | string) => `week:${weekKey(new Date(at))}:count`,
  monthSpent: (at: Date | string) => `month:${monthKey(new Date(at))}:expense`,
  monthIncome: (at: Date | string) => `month:${monthKey(new Date(at))}:income`,
  weekSaved: (at: Date | string) => `week:${weekKey(new Date(at))}:saved`,
  xpTotal: () => 'xp:total',
  weekXp: (at: Date | string) => `week:${weekKey(new Date(at))}:xp`,
  dayXp: (at: Date | string) => `day:${dayKey(new Date(at))}:xp`,
  transactionCount: () => 'transactions:count',
} as const;

/** What one transaction contributes to the totals (nothing once deleted). */
export function transactionEffect(row: TransactionRow | undefined): Delta[] {
  if (!row || row.deleted) return [];
  const money: Delta[] =
    row.type === 'expense'
      ? [
          [aggregateKeys.weekSpent(row.occurredAt), row.amountOre],
          [aggregateKeys.monthSpent(row.occurredAt), row.amountOre],
        ]
      : [
          [aggregateKeys.weekIncome(row.occurredAt), row.amountOre],
          [aggregateKeys.monthIncome(row.occurredAt), row.amountOre],
        ];
  return [
    ...money,
    [aggregateKeys.weekCount(row.occurredAt), 1],
    [aggregateKeys.transactionCount(), 1],
  ];
}

export function depositEffect(row: GoalDepositRow | undefined): Delta[] {
  if (!row || row.deleted) return [];
  return [[aggregateKeys.weekSaved(row.createdAt), row.amountOre]];
}

export function xpEffect(row: XpEventRow | undefined): Delta[] {
  if (!row || row.deleted) return [];
  return [
    [aggregateKeys.xpTotal(), row.amount],
    [aggregateKeys.weekXp(row.createdAt), row.amount],
    [aggregateKeys.dayXp(row.createdAt), row.amount],
  ];
}

/** The change from `before` to `after` (either may be absent): after's effect minus before's. */
export function effectChange<T>(
  effect: (row: T | undefined) => Delta[],
  before: T | undefined,
  after: T | undefined,
): Delta[] {
  return [...effect(before).map(([key, change]): Delta => [key, -change]), ...effect(after)];
}

/** Adds the deltas to the user's totals. Call inside a rw transaction that includes aggregates. */
export async function applyDeltas(db: SlantisDb, userId: string, deltas: Delta[]): Promise<void> {
  const merged = new Map<string, number>();
  for (const [key, change] of deltas) merged.set(key, (merged.get(key) ?? 0) + change);
  const changed = [...merged].filter(([, change]) => change !== 0);
  if (changed.length === 0) return;
  const current = await db.aggregates.bulkGet(
    changed.map(([key]): [string, string] => [userId, key]),
  );
  await db.aggregates.bulkPut(
    changed.map(([key, change], i) => ({ userId, key, value: (current[i]?.value ?? 0) + change })),
  );
}

export async function readAggregate(db: SlantisDb, userId: string, key: string): Promise<number> {
  return (await db.aggregates.get([userId, key]))?.value ?? 0;
}
