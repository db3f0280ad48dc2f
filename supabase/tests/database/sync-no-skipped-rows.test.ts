// @both-engines: advisory locks and concurrent commits.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, type Actor, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// No skipped rows (issue 23). A device pulls an owner's rows with server_seq > its cursor. Every
// writer of an owner's sync rows takes the owner's lock (private.lock_sync_owner) before it takes
// a server_seq and holds it to commit, so per owner, seq order is commit order: a row that
// commits later always has a higher seq than every row a device has already seen.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const purchase = (description: string) => ({
  opId: randomUUID(),
  table: 'transactions',
  op: 'upsert',
  id: randomUUID(),
  patch: { type: 'expense', category: 'food', description, amount_ore: 4500 },
});

/** The device's pull: the owner's rows past the cursor, in seq order (as the app asks). */
async function pull(device: Actor, cursor: number) {
  return as(test.db, device, async (q) => {
    const { rows } = await q.query<{ id: string; server_seq: string }>(
      `select id, server_seq from public.transactions
       where user_id = $1 and server_seq > $2 order by server_seq`,
      [device.id, cursor],
    );
    return rows.map((row) => ({ id: row.id, seq: Number(row.server_seq) }));
  });
}

/** The advisory locks the current transaction holds. */
const heldAdvisoryLocks = `select count(*)::int as n from pg_locks
  where locktype = 'advisory' and pid = pg_backend_pid() and granted`;

describe('sync rows are never skipped', () => {
  it("takes the owner's lock for every writer of the owner's rows, a parent's too", async () => {
    const teen = world.actors.teenA;
    const held = await as(test.db, world.actors.parentOfA, async (q) => {
      await q.query(`select public.create_goal_for_child($1, 'Cykel', 150000)`, [teen.id]);
      const { rows } = await q.query<{ n: number }>(heldAdvisoryLocks);
      const { rows: key } = await q.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l where l.locktype = 'advisory'
           and l.pid = pg_backend_pid()
           and ((l.classid::bigint << 32) | l.objid::bigint)
             = hashtextextended('sync_owner:' || $1, 0)`,
        [teen.id],
      );
      return { any: rows[0]!.n, teens: key[0]!.n };
    });
    expect(held.any).toBeGreaterThan(0);
    expect(held.teens).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'gives a device every row when a writer commits after a later one (Postgres 15)',
    async () => {
      const teen = world.actors.teenA;
      let cursor = Number(
        (
          await test.db.query<{ seq: string | null }>(
            `select max(server_seq) as seq from public.transactions where user_id = $1`,
            [teen.id],
          )
        ).rows[0]?.seq ?? 0,
      );
      const seen = new Set<string>();
      const take = (rows: { id: string; seq: number }[]) => {
        for (const row of rows) seen.add(row.id);
        cursor = Math.max(cursor, ...rows.map((row) => row.seq));
      };

      // Writer A, a parent paying a task's reward into the teen's transactions, takes a seq and
      // stays open.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reward = '';
      let started!: () => void;
      const inside = new Promise<void>((resolve) => (started = resolve));
      const writerA = test.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'service_role', true)`);
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.transactions (id, user_id, type, category, description, amount_ore)
           values (gen_random_uuid(), $1, 'income', 'income', 'Belöning: Diska', 2000)
           returning id`,
          [teen.id],
        );
        reward = rows[0]!.id;
        started();
        await gate;
      });
      await inside;

      // Writer B, the teen's own push, starts while A is open.
      const own = purchase('Glass');
      const writerB = as(test.db, teen, (q) =>
        q.query('select public.push_ops($1::jsonb)', [JSON.stringify([own])]),
      );
      // B waits for the owner's lock (or, without it, commits at once).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await test.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      // The device pulls while A is open: whatever it gets, its cursor must not pass A's row.
      take(await pull(teen, cursor));
      release();
      await writerA;
      await writerB;
      take(await pull(teen, cursor));

      expect([...seen].sort()).toEqual([reward, own.id].sort());
    },
  );
});
