import type { SlantisDb } from '../db';
import type { SyncTable } from '../types';
import { applyScope, pendingIds, putServerCopies } from './apply';
import { PULL_ORDER } from './tables';
import type { SyncTransport } from './transport';

export const PULL_PAGE = 500;

export const cursorScope = (table: SyncTable) => `pull:${table}`;

/**
 * Pulls each table's rows past its cursor, a page per Dexie transaction (rows, totals and the
 * cursor commit together). A row with pending local changes keeps them: once pushed, the server
 * gives it a higher server_seq, so it comes back on a later pull.
 */
export async function pullAll(
  db: SlantisDb,
  userId: string,
  transport: SyncTransport,
  now: () => number,
) {
  let pulled = 0;
  for (const table of PULL_ORDER) {
    for (;;) {
      const scope = cursorScope(table);
      const cursor = (await db.syncState.get(scope))?.cursor ?? 0;
      const records = await transport.pull(table, cursor, PULL_PAGE);
      if (records.length === 0) break;
      await db.transaction('rw', applyScope(db), async () => {
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
        await db.syncState.put({ scope, cursor: next, updatedAt: now() });
      });
      pulled += records.length;
      if (records.length < PULL_PAGE) break;
    }
  }
  return pulled;
}
