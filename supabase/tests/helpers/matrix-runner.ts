import type { Database } from '../../local/db';
import { as, type Actor, type MatrixWorld as World } from './actors';
import { OWNERS, type MatrixTable, type Owner } from './matrix-tables';

/**
 * One matrix cell, in a compact notation (research/supabase-local.md §7 semantics):
 * - select: the owners whose fixture row the actor sees ('A', 'AC', 'ABC', ''), or 'x' for 42501.
 * - insert: the owners the actor may insert a row for; any other owner must fail with 42501.
 * - update/delete: 'allowed/denial' — the owners whose row the actor changes, then how the
 *   others are refused: '0' (no row affected, no error) or 'x' (42501). A refused row is always
 *   re-read as superuser and must be unchanged.
 * Anything else (an unexpected SQLSTATE, a change reported but not made) appears verbatim so
 * the assertion shows it.
 */
export type Cell = { select: string; insert: string; update: string; delete: string };

export function cell(select: string, insert: string, update: string, del: string): Cell {
  return { select, insert, update, delete: del };
}

type Fixtures = Record<Owner, string>;

async function attempt(promise: Promise<{ rowCount: number }>) {
  try {
    return { rows: (await promise).rowCount, code: 'ok' };
  } catch (error) {
    return { rows: 0, code: String((error as { code?: unknown }).code ?? error) };
  }
}

function summarise(outcomes: Record<Owner, string>): string {
  const allowed = OWNERS.filter((owner) => outcomes[owner] === 'allow').join('');
  const denials = [...new Set(OWNERS.map((o) => outcomes[o]).filter((o) => o !== 'allow'))];
  if (denials.length <= 1) return `${allowed}/${denials[0] ?? ''}`;
  return `${allowed}/${OWNERS.map((o) => `${o}:${outcomes[o]}`).join(',')}`;
}

async function selectCell(db: Database, t: MatrixTable, actor: Actor, fixtures: Fixtures) {
  try {
    const { rows } = await as(db, actor, (tx) =>
      tx.query<{ k: string }>(
        `select ${t.key}::text as k from public.${t.table} where ${t.key}::text = any($1)`,
        [Object.values(fixtures)],
      ),
    );
    const seen = new Set(rows.map((row) => row.k));
    return OWNERS.filter((owner) => seen.has(fixtures[owner])).join('');
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    return code === '42501' ? 'x' : code;
  }
}

async function insertCell(db: Database, world: World, t: MatrixTable, actor: Actor) {
  const allowed: string[] = [];
  for (const owner of OWNERS) {
    const row = await t.insertRow(db, world, actor, owner);
    const columns = Object.keys(row);
    const values = Object.values(row).map((v) =>
      v !== null && typeof v === 'object' ? JSON.stringify(v) : v,
    );
    const { code } = await as(
      db,
      actor,
      (tx) =>
        attempt(
          tx.query(
            `insert into public.${t.table} (${columns.join(', ')})
             values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ${t.insertSuffix ?? ''}`,
            values,
          ),
        ),
      { rollback: true },
    );
    if (code === 'ok') allowed.push(owner);
    else if (code !== '42501') allowed.push(`?${owner}=${code}`);
  }
  return allowed.join('');
}

async function writeCell(
  db: Database,
  t: MatrixTable,
  actor: Actor,
  fixtures: Fixtures,
  kind: 'update' | 'delete',
) {
  const outcomes = {} as Record<Owner, string>;
  for (const owner of OWNERS) {
    const key = fixtures[owner];
    outcomes[owner] = await as(
      db,
      actor,
      async (tx) => {
        await tx.query('savepoint cell');
        const result = await attempt(
          kind === 'update'
            ? tx.query(
                `update public.${t.table} set ${t.update.column} = $1 where ${t.key}::text = $2`,
                [t.update.value, key],
              )
            : tx.query(`delete from public.${t.table} where ${t.key}::text = $1`, [key]),
        );
        if (result.code !== 'ok') await tx.query('rollback to savepoint cell');
        await tx.query('reset role');
        const { rows } = await tx.query<{ changed: boolean }>(
          kind === 'update'
            ? `select coalesce(bool_or(${t.update.column}::text = $2), false) as changed
               from public.${t.table} where ${t.key}::text = $1`
            : `select count(*) = 0 as changed from public.${t.table} where ${t.key}::text = $1`,
          kind === 'update' ? [key, t.update.value] : [key],
        );
        const changed = rows[0]?.changed === true;
        if (result.code === 'ok' && result.rows >= 1 && changed) return 'allow';
        if (result.code === 'ok' && result.rows === 0 && !changed) return '0';
        if (result.code === '42501' && !changed) return 'x';
        return `${result.code}:${result.rows}:${changed ? 'changed' : 'unchanged'}`;
      },
      { rollback: true },
    );
  }
  return summarise(outcomes);
}

/** Runs the four operations of one table for one actor and reports them in Cell notation. */
export async function runCell(
  db: Database,
  world: World,
  t: MatrixTable,
  actor: Actor,
  fixtures: Fixtures,
): Promise<Cell> {
  return {
    select: await selectCell(db, t, actor, fixtures),
    insert: await insertCell(db, world, t, actor),
    update: await writeCell(db, t, actor, fixtures, 'update'),
    delete: await writeCell(db, t, actor, fixtures, 'delete'),
  };
}
