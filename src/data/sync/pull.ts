import type { SlantisDb } from '../db';
import type { SyncTable } from '../types';
import { applyScope, pendingIds, putServerCopies } from './apply';
import { PULL_ORDER } from './tables';
import type { ServerRecord, SyncTransport } from './transport';

export const PULL_PAGE = 500;

export const cursorScope = (table: SyncTable) => `pull:${table}`;

type Page = { table: SyncTable; cursor: number; records: ServerRecord[] };

async function fetchPage(db: SlantisDb, table: SyncTable, transport: SyncTransport): Promise<Page> {
  const cursor = (await db.syncState.get(cursorScope(table)))?.cursor ?? 0;
  return { table, cursor, records: await transport.pull(table, cursor, PULL_PAGE) };
}

/** Stores one page's rows and its table's new cursor. Call inside a rw transaction. */
async function applyPage(db: SlantisDb, userId: string, page: Page, now: () => number) {
  const { table, cursor, records } = page;
  const mine = records.filter((record) => record.user_id === userId);
  const pending = await pendingIds(
    db,
    table,
    mine.map((record) => String(record.id)),
  );
  const copies = mine
    .filter((record) => !pending.has(String(record.id)))
    .map((record) => ({ id: String(record.id), record }));
  await putServerCopies(db, userId, table, copies);
  const next = Math.max(cursor, ...records.map((record) => Number(record.server_seq)));
  await db.syncState.put({ scope: cursorScope(table), cursor: next, updatedAt: now() });
}

/**
 * Pulls every table's rows past its cursor in rounds: each round asks for the next page of
 * every table not yet done at once, then stores all of them (rows, totals and cursors) in one
 * Dexie transaction, in PULL_ORDER (goals before their deposits). One commit per round, not per
 * table, so a device's first sync re-renders the screen once rather than once per table, and
 * waits for one round trip rather than eight. A row with pending local changes keeps them:
 * once pushed, the server gives it a higher server_seq, so it comes back on a later pull.
 */
export async function pullAll(
  db: SlantisDb,
  userId: string,
  transport: SyncTransport,
  now: () => number,
) {
  let pulled = 0;
  let tables = PULL_ORDER;
  while (tables.length > 0) {
    const pages = (
      await Promise.all(tables.map((table) => fetchPage(db, table, transport)))
    ).filter((page) => page.records.length > 0);
    if (pages.length === 0) break;
    await db.transaction('rw', applyScope(db), async () => {
      for (const page of pages) await applyPage(db, userId, page, now);
    });
    for (const page of pages) pulled += page.records.length;
    tables = pages.filter((page) => page.records.length >= PULL_PAGE).map((page) => page.table);
  }
  return pulled;
}
