import { xpForAward } from '@/lib/gamification';
import { MAX_AMOUNT_ORE, type Ore } from '@/lib/money';
import { isOwnMoney } from '@/lib/money-origin';

import { applyDeltas, effectChange, transactionEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import {
  EXPENSE_CATEGORIES,
  type Category,
  type TransactionRow,
  type TransactionType,
} from '../types';
import { RepoError } from './errors';
import {
  announceAwards,
  awardedXp,
  awardTables,
  noAwards,
  purchaseAwardsOnDay,
  writeAwards,
  xpEventId,
} from './xp';

export type TransactionInput = {
  type: TransactionType;
  category: Category;
  description: string;
  amountOre: Ore;
  /** Defaults to now. */
  occurredAt?: Date;
};

/**
 * The XP that logging a purchase or an income gives right now: the day's ladder (5, 5, 5, 2, 2,
 * 2, then 0) over the purchase_logged awards already made on this Stockholm day. Never the
 * amount: XP does not depend on kronor. The form's '+N XP' preview shows exactly this.
 */
export async function previewPurchaseXp(
  db: SlantisDb,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  return xpForAward('purchase_logged', {
    already: await purchaseAwardsOnDay(db, userId, now),
  });
}

/** A logged transaction and the XP logging it gave (0 once the day's ladder is used up). */
export type AddedTransaction = TransactionRow & { xpAwarded: number };

function check(input: Pick<TransactionInput, 'type' | 'category' | 'description' | 'amountOre'>) {
  const description = input.description.trim();
  if (
    !Number.isInteger(input.amountOre) ||
    input.amountOre < 0 ||
    input.amountOre > MAX_AMOUNT_ORE
  ) {
    throw new RepoError('amount out of range');
  }
  if (description.length < 1 || description.length > 200) throw new RepoError('bad description');
  const categoryFits =
    input.type === 'income'
      ? input.category === 'income'
      : (EXPENSE_CATEGORIES as readonly string[]).includes(input.category);
  if (!categoryFits) throw new RepoError('category does not fit the type');
  return description;
}

const tables = (db: SlantisDb) => [db.transactions, ...awardTables(db)];

/**
 * Logs a purchase or an income: the row, its outbox op, the purchase_logged XP event (by the
 * day's ladder, source = the transaction id; no event once the ladder gives 0) and the running
 * totals, in one Dexie transaction (all or nothing; no network inside).
 */
export async function addTransaction(
  db: SlantisDb,
  userId: string,
  input: TransactionInput,
  now: Date = new Date(),
): Promise<AddedTransaction> {
  const description = check(input);
  const row: TransactionRow = {
    id: crypto.randomUUID(),
    userId,
    type: input.type,
    category: input.category,
    description,
    amountOre: input.amountOre,
    occurredAt: (input.occurredAt ?? now).toISOString(),
    serverSeq: null,
    version: null,
    deleted: false,
    updatedAt: now.getTime(),
  };
  const awardId = await xpEventId(userId, 'purchase_logged', row.id);
  let awards = noAwards();
  await runLocalWrite(db, tables(db), async () => {
    await db.transactions.add(row);
    await enqueue(db, 'transactions', 'upsert', row.id, toPatch('transactions', row), null);
    await applyDeltas(db, userId, transactionEffect(row));
    // The ladder of the purchase's own day (the form logs it now; offline work keeps its day).
    const already = await purchaseAwardsOnDay(db, userId, new Date(row.occurredAt));
    const amount = xpForAward('purchase_logged', { already });
    awards = await writeAwards(
      db,
      userId,
      [{ id: awardId, kind: 'purchase_logged', sourceId: row.id, amount }],
      now,
    );
  });
  announceAwards(userId, awards);
  return { ...row, xpAwarded: awardedXp(awards) };
}

export type TransactionChanges = Partial<
  Pick<TransactionRow, 'type' | 'category' | 'description' | 'amountOre' | 'occurredAt'>
>;

/** Edits a transaction: only the changed fields go to the server; totals follow the change. */
export async function updateTransaction(
  db: SlantisDb,
  id: string,
  changes: TransactionChanges,
): Promise<TransactionRow> {
  let updated: TransactionRow | undefined;
  await runLocalWrite(db, tables(db), async () => {
    const before = await db.transactions.get(id);
    if (!before || before.deleted) throw new RepoError('transaction not found');
    if (!isOwnMoney(before)) throw new RepoError('the server wrote this transaction');
    const after: TransactionRow = { ...before, ...changes, updatedAt: Date.now() };
    after.description = check(after);
    const changed = Object.fromEntries(
      Object.entries(changes).filter(
        ([key]) => before[key as keyof TransactionRow] !== after[key as keyof TransactionRow],
      ),
    );
    if (Object.keys(changed).length === 0) {
      updated = before;
      return;
    }
    await db.transactions.put(after);
    // Only what changed: the server merges it with other devices' edits of other fields.
    if ('description' in changed) changed.description = after.description;
    await enqueue(
      db,
      'transactions',
      'upsert',
      id,
      toPatch('transactions', changed),
      before.version,
    );
    await applyDeltas(db, after.userId, effectChange(transactionEffect, before, after));
    updated = after;
  });
  return updated as TransactionRow;
}

/** Deletes a transaction (a tombstone the server learns about); totals drop it at once. */
export async function deleteTransaction(db: SlantisDb, id: string): Promise<void> {
  await runLocalWrite(db, tables(db), async () => {
    const before = await db.transactions.get(id);
    if (!before || before.deleted) return;
    if (!isOwnMoney(before)) throw new RepoError('the server wrote this transaction');
    const after: TransactionRow = { ...before, deleted: true, updatedAt: Date.now() };
    await db.transactions.put(after);
    await enqueue(db, 'transactions', 'delete', id, {}, before.version);
    await applyDeltas(db, before.userId, effectChange(transactionEffect, before, after));
  });
}
