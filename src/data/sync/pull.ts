import type { SlantisDb } from '../db';
import type { SyncTable } from '../types';
import { applyScope, pendingIds, putServerCopies } from './apply';
import { localTable, PULL_ORDER } from './tables';
import type { ServerRecord, SyncTransport } from './transport';

/**
 * Rows per request: PostgREST's max-rows on Supabase (and the local stack) is 1 000. A project
 * with a lower max-rows only delays the rest to the next run (a short page ends a table's pull).
 */
export const PULL_PAGE = 1000;

export const cursorScope = (table: SyncTable) => `pull:${table}`;

/** One table's page: its rows past `cursor` (the cursor the page was asked with). */
type Page = { table: SyncTable; cursor: number; records: ServerRecord[] };

const lastSeq = (page: Page) =>
  Math.max(page.cursor, ...page.records.map((record) => Number(record.server_seq)));

/** Per table, the ids of the rows a pullAll run has stored so far. */
type StoredByRun = Map<SyncTable, Set<string>>;

/** Stores one page's rows and its table's new cursor. Call inside a rw transaction. */
async function applyPage(
  db: SlantisDb,
  userId: string,
  page: Page,
  storedByRun: StoredByRun,
  now: () => number,
) {
  const { table, records } = page;
  const mine = records.filter((record) => record.user_id === userId);
  const pending = await pendingIds(
    db,
    table,
    mine.map((record) => String(record.id)),
  );
  const copies = mine
    .filter((record) => !pending.has(String(record.id)))
    .map((record) => ({ id: String(record.id), record }));
  // While the table holds only rows this run stored (as on a device's first sync), no other id
  // can have a local row: IndexedDB is spared a read per row before its write.
  const ours = storedByRun.get(table) ?? new Set<string>();
  storedByRun.set(table, ours);
  const onlyOurs = (await localTable(db, table).count()) === ours.size;
  await putServerCopies(db, userId, table, copies, onlyOurs ? (id) => ours.has(id) : undefined);
  for (const copy of copies) ours.add(copy.id);
  const stored = (await db.syncState.get(cursorScope(table)))?.cursor ?? 0;
  const cursor = Math.max(stored, lastSeq(page));
  await db.syncState.put({ scope: cursorScope(table), cursor, updatedAt: now() });
}

/**
 * Pulls every table's rows past its cursor in rounds: a round asks for the next page of every
 * table not yet done at once, then stores all of them (rows, totals and cursors) in one Dexie
 * transaction, in PULL_ORDER (goals before their deposits). One commit per round, not per
 * table, so a device's first sync re-renders the screen once per round rather than once per
 * table. The next round is fetched while this one is being stored (the server and IndexedDB
 * work at once); the cursors it is asked with live in memory until their rows are stored, so
 * a failed round leaves the stored cursors at the last stored rows. A row with pending local
 * changes keeps them: once pushed, the server gives it a higher server_seq, so it comes back on
 * a later pull.
 */
export async function pullAll(
  db: SlantisDb,
  userId: string,
  transport: SyncTransport,
  now: () => number,
  pageSize = PULL_PAGE,
) {
  const cursors = new Map<SyncTable, number>();
  const states = await db.syncState.bulkGet(PULL_ORDER.map(cursorScope));
  PULL_ORDER.forEach((table, i) => cursors.set(table, states[i]?.cursor ?? 0));

  const fetchRound = (tables: SyncTable[]) =>
    Promise.all(
      tables.map(async (table): Promise<Page> => {
        const cursor = cursors.get(table) ?? 0;
        const page = { table, cursor, records: await transport.pull(table, cursor, pageSize) };
        cursors.set(table, lastSeq(page));
        return page;
      }),
    );

  const storedByRun: StoredByRun = new Map();
  let pulled = 0;
  let next: Promise<Page[]> | null = fetchRound(PULL_ORDER);
  while (next) {
    const pages: Page[] = (await next).filter((page) => page.records.length > 0);
    const unfinished = pages.filter((page) => page.records.length >= pageSize);
    next = unfinished.length > 0 ? fetchRound(unfinished.map((page) => page.table)) : null;
    // Should storing fail, the round fetched ahead is dropped: its rows come again next run.
    void next?.catch(() => undefined);
    if (pages.length === 0) break;
    await db.transaction('rw', applyScope(db), async () => {
      for (const page of pages) await applyPage(db, userId, page, storedByRun, now);
    });
    for (const page of pages) pulled += page.records.length;
  }
  return pulled;
}
