import { MAX_AMOUNT_ORE, type Ore } from '@/lib/money';

import { applyDeltas, effectChange, transactionEffect, xpEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import {
  EXPENSE_CATEGORIES,
  type Category,
  type TransactionRow,
  type TransactionType,
  type XpEventRow,
} from '../types';
import { RepoError } from './errors';

export type TransactionInput = {
  type: TransactionType;
  category: Category;
  description: string;
  amountOre: Ore;
  /** Defaults to now. */
  occurredAt?: Date;
};

/** XP shown on the form and awarded for logging (spec §9: amount in kr / 10, rounded down). */
export function xpForAmount(amountOre: Ore): number {
  return Math.floor(amountOre / 100 / 10);
}

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

const tables = (db: SlantisDb) => [db.transactions, db.xpEvents, db.outbox, db.aggregates];

/**
 * Logs a purchase or an income: the row, its outbox op, the XP event for logging it and the
 * running totals, in one Dexie transaction (all or nothing; no network inside).
 */
export async function addTransaction(
  db: SlantisDb,
  userId: string,
  input: TransactionInput,
): Promise<TransactionRow> {
  const description = check(input);
  const now = new Date();
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
  const xp = xpForAmount(input.amountOre);
  await runLocalWrite(db, tables(db), async () => {
    await db.transactions.add(row);
    await enqueue(db, 'transactions', 'upsert', row.id, toPatch('transactions', row), null);
    const deltas = transactionEffect(row);
    if (xp > 0) {
      const event: XpEventRow = {
        id: crypto.randomUUID(),
        userId,
        kind: 'purchase_logged',
        amount: xp,
        sourceId: row.id,
        createdAt: now.toISOString(),
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: now.getTime(),
      };
      await db.xpEvents.add(event);
      await enqueue(db, 'xp_events', 'upsert', event.id, toPatch('xp_events', event), null);
      deltas.push(...xpEffect(event));
    }
    await applyDeltas(db, userId, deltas);
  });
  return row;
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
    await enqueue(
      db,
      'transactions',
      'upsert',
      id,
      toPatch('transactions', { ...changed, description: after.description }),
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
    const after: TransactionRow = { ...before, deleted: true, updatedAt: Date.now() };
    await db.transactions.put(after);
    await enqueue(db, 'transactions', 'delete', id, {}, before.version);
    await applyDeltas(db, before.userId, effectChange(transactionEffect, before, after));
  });
}
