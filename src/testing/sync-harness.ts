import { expect } from 'vitest';

import { depositEffect, transactionEffect, xpEffect, type Delta } from '@/data/aggregates';
import { SlantisDb } from '@/data/db';
import { fromServer, localTable, PULL_ORDER, type LocalRow } from '@/data/sync/tables';
import type { SyncTable } from '@/data/types';

import type { FakeServer } from './sync-fake-server';

let counter = 0;
/** A database name no other test uses (fake-indexeddb lives as long as the test process). */
export const freshDbName = (label = 'sync') => `${label}-${++counter}-${crypto.randomUUID()}`;

export const openDb = (name: string) => new SlantisDb(name);

/** The running totals as stored, zero entries left out. */
export async function storedTotals(db: SlantisDb, userId: string): Promise<Record<string, number>> {
  const rows = await db.aggregates.toArray();
  return Object.fromEntries(
    rows
      .filter((row) => row.userId === userId && row.value !== 0)
      .map((row): [string, number] => [row.key, row.value])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The running totals recomputed from every row (what storedTotals must equal). */
export async function recomputedTotals(db: SlantisDb): Promise<Record<string, number>> {
  const deltas: Delta[] = [
    ...(await db.transactions.toArray()).flatMap(transactionEffect),
    ...(await db.goalDeposits.toArray()).flatMap(depositEffect),
    ...(await db.xpEvents.toArray()).flatMap(xpEffect),
  ];
  const totals = new Map<string, number>();
  for (const [key, change] of deltas) totals.set(key, (totals.get(key) ?? 0) + change);
  return Object.fromEntries(
    [...totals].filter(([, value]) => value !== 0).sort(([a], [b]) => a.localeCompare(b)),
  );
}

const comparable = ({ updatedAt: _u, serverSeq: _s, version: _v, ...row }: LocalRow) => row;

/** A table's local rows without device-only fields, sorted by id. */
export async function localRows(db: SlantisDb, table: SyncTable) {
  const rows = await localTable(db, table).toArray();
  return rows.map(comparable).sort((a, b) => a.id.localeCompare(b.id));
}

/** The server's rows of a user as local rows would hold them, sorted by id. */
export function serverRows(server: FakeServer, userId: string, table: SyncTable) {
  return [...server.table(table).values()]
    .filter((record) => record.user_id === userId)
    .map((record) => comparable(fromServer(table, record)))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Every synced table of the device equals the server's copy (tombstones of rows the server
 * never had are left out: a discarded local-only row). */
export async function snapshot(db: SlantisDb) {
  const out: Record<string, unknown[]> = {};
  for (const table of PULL_ORDER) {
    const rows = await localTable(db, table).toArray();
    out[table] = rows
      .filter((row) => !(row.deleted && row.serverSeq === null))
      .map(comparable)
      .sort((a, b) => a.id.localeCompare(b.id));
  }
  return out;
}

export function serverSnapshot(server: FakeServer, userId: string) {
  return Object.fromEntries(PULL_ORDER.map((table) => [table, serverRows(server, userId, table)]));
}

/** Device and server agree: same rows, nothing pending, totals equal a recomputation. */
export async function expectConverged(db: SlantisDb, server: FakeServer, userId: string) {
  expect(await snapshot(db)).toEqual(serverSnapshot(server, userId));
  expect(await db.outbox.count()).toBe(0);
  expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
}
