import type { Table } from 'dexie';

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

/**
 * Queued deposits the server does not have yet: the goal's local total includes them, the
 * server's not. A refused deposit (dead letter) is not counted.
 */
async function localOnlyDeposits(db: SlantisDb, goalId: string): Promise<number> {
  const refused = new Set(
    (await db.deadLetters.filter((letter) => letter.table === 'goal_deposits').toArray()).map(
      (letter) => letter.rowId,
    ),
  );
  let sum = 0;
  await db.goalDeposits
    .where('goalId')
    .equals(goalId)
    .each((row) => {
      if (row.serverSeq === null && !row.deleted && !refused.has(row.id)) sum += row.amountOre;
    });
  return sum;
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
): Promise<(LocalRow | undefined)[]> {
  const rows = localTable(db, table);
  const befores = await rows.bulkGet(copies.map((copy) => copy.id));
  const afters: LocalRow[] = [];
  const deltas: Delta[] = [];
  const effect = EFFECTS[table];
  for (const [i, { record }] of copies.entries()) {
    const before = befores[i];
    let after: LocalRow | undefined;
    if (record) {
      after = fromServer(table, record);
      if (table === 'savings_goals') {
        after.savedOre = Number(after.savedOre ?? 0) + (await localOnlyDeposits(db, after.id));
      }
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

/** The ids among `ids` whose rows have changes the server has not accepted yet. */
export async function pendingIds(
  db: SlantisDb,
  table: SyncTable,
  ids: string[],
): Promise<Set<string>> {
  const queued = await db.outbox
    .where('[table+rowId]')
    .anyOf(ids.map((id) => [table, id]))
    .toArray();
  const held = await db.deadLetters.filter((letter) => letter.table === table).toArray();
  return new Set([...queued, ...held].map((op) => op.rowId));
}

export const rowKey = (table: SyncTable, rowId: string) => `${table}:${rowId}`;

/** The rows held back by a dead letter: their later ops wait until the user resolves it. */
export async function blockedRows(db: SlantisDb): Promise<Set<string>> {
  const letters = await db.deadLetters.toArray();
  return new Set(letters.map((letter) => rowKey(letter.table, letter.rowId)));
}
