import Dexie, { type Table } from 'dexie';

import {
  applyDeltas,
  depositEffect,
  effectChange,
  transactionEffect,
  xpEffect,
  type Delta,
} from '../aggregates';
import type { SlantisDb } from '../db';
import type { SyncTable } from '../types';
import { fromServer, localTable, type LocalRow } from './tables';
import type { ServerRecord } from './transport';

type Effect = (row: LocalRow | undefined) => Delta[];

/** The tables whose rows feed the running totals, and how. */
const EFFECTS: Partial<Record<SyncTable, Effect>> = {
  transactions: transactionEffect as unknown as Effect,
  goal_deposits: depositEffect as unknown as Effect,
  xp_events: xpEffect as unknown as Effect,
};

/** Every table a server copy can touch: use as the scope of the rw transaction around it. */
export function applyScope(db: SlantisDb): Table[] {
  return [
    db.transactions,
    db.weeklyBudgets,
    db.savingsGoals,
    db.goalDeposits,
    db.xpEvents,
    db.earnedBadges,
    db.lessonProgress,
    db.tasks,
    db.quizAttempts,
    db.noSpendClaims,
    db.aggregates,
    db.outbox,
    db.deadLetters,
    db.syncState,
  ];
}

/** The ids of the rows of `table` a dead letter holds back (the server refused a change). */
async function refusedIds(db: SlantisDb, table: SyncTable): Promise<Set<string>> {
  const letters = await db.deadLetters.filter((letter) => letter.table === table).toArray();
  return new Set(letters.map((letter) => letter.rowId));
}

/**
 * Per goal, the queued deposits the server does not have yet: the goal's local total includes
 * them, the server's not. A refused deposit (dead letter) is not counted.
 */
async function localOnlyDeposits(db: SlantisDb, goalIds: string[]): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  if (goalIds.length === 0) return sums;
  const refused = await refusedIds(db, 'goal_deposits');
  await db.goalDeposits
    .where('goalId')
    .anyOf(goalIds)
    .each((row) => {
      if (row.serverSeq === null && !row.deleted && !refused.has(row.id)) {
        sums.set(row.goalId, (sums.get(row.goalId) ?? 0) + row.amountOre);
      }
    });
  return sums;
}

/** False for an id the caller knows has no local row (it need not be read); else true. */
export type MayBeStored = (id: string) => boolean;

/** The local rows for `ids` (undefined where none), reading only those that may be stored. */
async function storedRows(
  rows: Table<LocalRow, string>,
  ids: string[],
  mayBeStored?: MayBeStored,
): Promise<(LocalRow | undefined)[]> {
  if (!mayBeStored) return rows.bulkGet(ids);
  const lookup = ids.filter(mayBeStored);
  const found = lookup.length > 0 ? await rows.bulkGet(lookup) : [];
  const byId = new Map(lookup.map((id, i) => [id, found[i]]));
  return ids.map((id) => byId.get(id));
}

/**
 * Puts server copies over the local rows (a tombstone for an id the server has no row for) and
 * moves the running totals by the difference. Call inside a rw transaction over applyScope().
 * Returns the rows as they were before.
 */
export async function putServerCopies(
  db: SlantisDb,
  userId: string,
  table: SyncTable,
  copies: { id: string; record: ServerRecord | null }[],
  mayBeStored?: MayBeStored,
): Promise<(LocalRow | undefined)[]> {
  const rows = localTable(db, table);
  const befores = await storedRows(
    rows,
    copies.map((copy) => copy.id),
    mayBeStored,
  );
  const afters: LocalRow[] = [];
  const deltas: Delta[] = [];
  const effect = EFFECTS[table];
  const unsent =
    table === 'savings_goals'
      ? await localOnlyDeposits(
          db,
          copies.filter((copy) => copy.record).map((copy) => copy.id),
        )
      : null;
  for (const [i, { id, record }] of copies.entries()) {
    const before = befores[i];
    let after: LocalRow | undefined;
    if (record) {
      after = fromServer(table, record);
      if (unsent) after.savedOre = Number(after.savedOre ?? 0) + (unsent.get(id) ?? 0);
    } else if (before) {
      after = { ...before, deleted: true, updatedAt: Date.now() };
    }
    if (!after) continue;
    afters.push(after);
    if (effect) deltas.push(...effectChange(effect, before, after));
  }
  await rows.bulkPut(afters);
  await applyDeltas(db, userId, deltas);
  return befores;
}

/**
 * The ids among `ids` whose rows have changes the server has not accepted yet. Reads the keys
 * of the table's queued ops (the outbox is small next to a page of pulled rows).
 */
export async function pendingIds(
  db: SlantisDb,
  table: SyncTable,
  ids: readonly string[],
): Promise<Set<string>> {
  const queued = await db.outbox
    .where('[table+rowId]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey])
    .keys();
  const pending = await refusedIds(db, table);
  for (const key of queued) pending.add(String((key as unknown as [string, string])[1]));
  return new Set(ids.filter((id) => pending.has(id)));
}

export const rowKey = (table: SyncTable, rowId: string) => `${table}:${rowId}`;

/** The rows held back by a dead letter: their later ops wait until the user resolves it. */
export async function blockedRows(db: SlantisDb): Promise<Set<string>> {
  const letters = await db.deadLetters.toArray();
  return new Set(letters.map((letter) => rowKey(letter.table, letter.rowId)));
}
