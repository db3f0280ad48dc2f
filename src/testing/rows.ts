import type { SavingsGoalRow } from '@/data/types';

/** A goal a parent set on `userId`'s list, as the pull stores it. */
export const parentGoalRow = (
  userId: string,
  extra: Partial<SavingsGoalRow> = {},
): SavingsGoalRow => ({
  id: crypto.randomUUID(),
  userId,
  title: 'Körkort',
  targetOre: 1_000_000,
  savedOre: 0,
  targetDate: null,
  setBy: 'parent-1',
  matchPercent: 20,
  createdAt: '2026-11-20T10:00:00.000Z',
  serverSeq: 3,
  version: 1,
  deleted: false,
  updatedAt: 0,
  ...extra,
});
