// @both-engines: the refusal codes come from error fields (constraint name, hint) each engine fills.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';

import { as, type Actor, type World } from '../helpers/actors';
import { pushAs, upsertOp } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 40: push_ops answers a refused op with a stable code and a Swedish sentence (the app's
// src/data/remote/refusals.ts), never Postgres' own text, and keeps the SQLSTATE apart so the
// device can still tell a passing failure from a refusal.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const push = (actor: Actor, ops: unknown) => pushAs(test.db, actor, ops);

const expense = (patch: Record<string, unknown> = {}, id?: string) =>
  upsertOp(
    'transactions',
    { type: 'expense', category: 'food', description: 'ICA', amount_ore: 4500, ...patch },
    id,
  );

/** What Postgres says in English, which a person must never be shown. */
const SQL_TEXT = /violates|invalid input|syntax|column|relation|uuid|row-level|constraint/i;

describe('push_ops refusals', () => {
  it('answers each broken rule with its code and its Swedish sentence, never SQL', async () => {
    const theirs = expense();
    expect((await push(world.actors.teenB, [theirs]))[0]?.status).toBe('applied');
    const cases: [unknown, string, string][] = [
      [expense({ amount_ore: 100_000_001 }), 'amount_out_of_range', '23514'],
      [expense({ description: '   ' }), 'description_length', '23514'],
      [expense({ amount_ore: 'tjugo' }), 'invalid_value', '22P02'],
      [expense({ server_seq: 1 }), 'unknown_column', '42703'],
      [{ ...expense(), opId: 'inte-ett-id' }, 'bad_op_id', '22023'],
      [expense({ user_id: world.actors.teenB.id }), 'not_your_row', '42501'],
      [expense({ description: 'Kapad' }, theirs.id), 'not_your_row', '23505'],
      [
        { opId: randomUUID(), table: 'transactions', op: 'delete', id: theirs.id },
        'not_your_row',
        'P0002',
      ],
      [
        upsertOp('weekly_budgets', { week_start: '2026-11-18', limit_ore: 100 }),
        'week_start_not_monday',
        '23514',
      ],
      [
        upsertOp('goal_deposits', { goal_id: randomUUID(), amount_ore: 100 }),
        'missing_goal',
        '23503',
      ],
    ];
    const results = await push(
      world.actors.teenA,
      cases.map(([op]) => op),
    );
    expect(results.map((r) => [r.status, r.code, r.sqlstate])).toEqual(
      cases.map(([, code, sqlstate]) => ['rejected', code, sqlstate]),
    );
    for (const result of results) {
      expect(result.reason).toBe(refusalWords[result.code as keyof typeof refusalWords]);
      expect(result.reason).not.toMatch(SQL_TEXT);
    }
    const { rows } = await test.db.query(
      `select description from public.transactions where id = $1`,
      [theirs.id],
    );
    expect(rows).toEqual([{ description: 'ICA' }]);
  });

  it('answers a rule raised with a refusal code as its hint with that code and its message', async () => {
    // As the triggers on server-written rows do: `using errcode = 'P0001', hint = '<code>'`.
    await test.db.query(`
      create function public.refuse_marked_purchase() returns trigger language plpgsql as $$
      begin
        if new.description = 'Skriven av servern' then
          raise exception 'Slantis lade in det här åt dig, så det går inte att ändra eller ta bort.'
            using errcode = 'P0001', hint = 'server_written';
        end if;
        return new;
      end $$`);
    await test.db.query(`create trigger transactions_refuse_marked before insert or update
      on public.transactions for each row execute function public.refuse_marked_purchase()`);
    try {
      const [refused, applied] = await push(world.actors.teenA, [
        expense({ description: 'Skriven av servern' }),
        expense(),
      ]);
      expect(refused).toMatchObject({
        status: 'rejected',
        code: 'server_written',
        sqlstate: 'P0001',
        reason: refusalWords.server_written,
      });
      expect(applied?.status).toBe('applied');
    } finally {
      await test.db.query(`drop trigger transactions_refuse_marked on public.transactions`);
      await test.db.query(`drop function public.refuse_marked_purchase()`);
    }
  });

  it('refuses a batch that is not a list, or too long, in Swedish with P0001 (HTTP 400)', async () => {
    await expect(push(world.actors.teenA, { opId: randomUUID() })).rejects.toMatchObject({
      code: 'P0001',
      message: 'Ändringarna ska skickas som en lista',
    });
    const many = Array.from({ length: 501 }, () => expense());
    await expect(push(world.actors.teenA, many)).rejects.toMatchObject({
      code: 'P0001',
      message: 'Högst 500 ändringar per synkning',
    });
  });

  it('names a code for every check and foreign key a client-written column can break', async () => {
    const definition = await as(test.db, world.actors.teenA, async (q) => {
      const { rows } = await q.query<{ body: string }>(
        `select prosrc as body from pg_proc where oid = 'public.push_ops(jsonb)'::regprocedure`,
      );
      return rows[0]!.body;
    });
    const constant = (name: string) =>
      JSON.parse(
        new RegExp(`\\b${name} constant jsonb :=\\s*'([^']*)'`).exec(definition)![1]!,
      ) as Record<string, unknown>;
    const writable = constant('writable') as Record<string, { columns: string[] }>;
    const codes = constant('constraint_codes');
    const { rows } = await test.db.query<{
      name: string;
      tbl: string;
      columns: string[];
      users: boolean;
    }>(
      `select c.conname as name, t.relname as tbl, c.confrelid = 'auth.users'::regclass as users,
         array(select a.attname::text from pg_attribute a
           where a.attrelid = c.conrelid and a.attnum = any(c.conkey) order by a.attname) as columns
       from pg_constraint c join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and c.contype in ('c', 'f') and t.relname = any($1)`,
      [Object.keys(writable)],
    );
    const breakable = rows
      .filter((row) => row.columns.some((column) => writable[row.tbl]!.columns.includes(column)))
      // A key to auth.users (user_id, set_by): RLS refuses anyone but the caller before it is
      // checked (not_your_row).
      .filter((row) => !row.users)
      .map((row) => row.name)
      .sort();
    expect(breakable.filter((name) => !(name in codes))).toEqual([]);
    // And no stale names: every constraint the map names exists.
    const all = new Set(rows.map((row) => row.name));
    expect(Object.keys(codes).filter((name) => !all.has(name))).toEqual([]);
  });
});
