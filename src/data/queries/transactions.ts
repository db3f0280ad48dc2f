import type { SlantisDb } from '../db';
import type { TransactionRow } from '../types';

/** Highest possible occurredAt string: ISO instants sort below it. */
const END = '\uffff';

/**
 * The user's newest transactions first, through the [userId+occurredAt] index (never a full
 * scan). `before` (an ISO instant) is exclusive, for paging from the last row shown.
 */
export async function recentTransactions(
  db: SlantisDb,
  userId: string,
  limit: number,
  before?: string,
): Promise<TransactionRow[]> {
  return db.transactions
    .where('[userId+occurredAt]')
    .between([userId, ''], [userId, before ?? END], true, before === undefined)
    .reverse()
    .filter((row) => !row.deleted)
    .limit(limit)
    .toArray();
}

export type TransactionPage = { rows: TransactionRow[]; hasMore: boolean };

/** The first `limit` transactions and whether there are more (reads one row extra). */
export async function transactionPage(
  db: SlantisDb,
  userId: string,
  limit: number,
): Promise<TransactionPage> {
  const rows = await recentTransactions(db, userId, limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
