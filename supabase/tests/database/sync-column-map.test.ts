import { beforeAll, describe, expect, it } from 'vitest';

import { APPEND_ONLY, PULL_ORDER, SERVER_DERIVED, SYNC_TABLES, toPatch } from '@/data/sync/tables';
import type { SyncTable } from '@/data/types';

import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// The sync column map is defined once, in src/data/sync/tables.ts (SYNC_TABLES). push_ops keeps
// its own allow-list of what a client may write (the `writable` constant), because the database
// decides and must not trust a client's idea of it. This test reads that allow-list from the
// migrated database and fails when the two disagree, so neither can change alone.

type Writable = Record<string, { mode: 'mutable' | 'append'; fixed: string[]; columns: string[] }>;

let test: TestDatabase;
let writable: Writable;
withTestDatabase((opened) => {
  test = opened;
});
beforeAll(async () => {
  const { rows } = await test.db.query<{ def: string }>(
    `select pg_get_functiondef('public.push_ops(jsonb)'::regprocedure) as def`,
  );
  const literal = /writable constant jsonb := '([\s\S]*?)'::jsonb;/.exec(rows[0]?.def ?? '')?.[1];
  if (!literal) throw new Error('push_ops has no `writable constant jsonb` allow-list');
  writable = JSON.parse(literal.replaceAll("''", "'")) as Writable;
});

const tables = Object.keys(SYNC_TABLES) as SyncTable[];
/** What the device pushes: every table it syncs but those the server derives. */
const pushed = tables.filter((table) => !SERVER_DERIVED.has(table));

/** The columns the app sends for a table: toPatch of a row with every field, deleted included. */
function sentColumns(table: SyncTable): string[] {
  const row = Object.fromEntries(
    Object.keys(SYNC_TABLES[table].columns).map((field) => [field, null]),
  );
  return Object.keys(toPatch(table, { ...row, deleted: false })).sort();
}

describe('the sync column map and push_ops', () => {
  it('admit the same tables: those the app pushes, never a derived one', () => {
    expect(Object.keys(writable).sort()).toEqual([...pushed].sort());
    for (const table of SERVER_DERIVED) expect(writable, table).not.toHaveProperty(table);
  });

  it.each(pushed)('admit the same columns of %s, in the same mode', (table) => {
    const spec = writable[table]!;
    expect([...spec.columns].sort()).toEqual(sentColumns(table));
    expect(spec.mode).toBe(APPEND_ONLY.has(table) ? 'append' : 'mutable');
    for (const column of spec.fixed) expect(spec.columns).toContain(column);
  });

  it.each(tables)('map %s to columns its table has', async (table) => {
    const { rows } = await test.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const columns = new Set(rows.map((row) => row.column_name));
    for (const column of [...Object.values(SYNC_TABLES[table].columns), 'id', 'deleted']) {
      expect(columns.has(column), `${table}.${column}`).toBe(true);
    }
  });

  it('pulls only tables it maps, pushing the facts it does not pull', () => {
    expect(PULL_ORDER.every((table) => table in SYNC_TABLES)).toBe(true);
    const pushOnly = tables.filter((table) => !PULL_ORDER.includes(table));
    expect(pushOnly.every((table) => pushed.includes(table))).toBe(true);
  });
});
