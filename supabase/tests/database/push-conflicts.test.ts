// @both-engines: concurrent pushes and row locks.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, type Actor, type World } from '../helpers/actors';
import { pushAs } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// push_ops' conflict rules (issue 23): two devices edit the same row offline, each from the
// version it last pulled (baseVersion). Fields nobody else changed merge; a field the server
// changed since stays and the op says so; what a parent controls is the server's whole.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const push = (actor: Actor, ops: unknown[]) => pushAs(test.db, actor, ops);

const edit = (
  table: string,
  id: string,
  patch: Record<string, unknown>,
  baseVersion: number | null,
  op: 'upsert' | 'delete' = 'upsert',
) => ({ opId: randomUUID(), table, op, id, patch, baseVersion });

/** The stored row (money as a number on both PGlite and Postgres, whose driver says '4500'). */
const row = async (table: string, id: string) => {
  const stored = (await test.db.query(`select * from public.${table} where id = $1`, [id]))
    .rows[0]!;
  return 'amount_ore' in stored ? { ...stored, amount_ore: Number(stored.amount_ore) } : stored;
};

/** A purchase on the server, pulled by both devices at version 1. */
async function purchase() {
  const id = randomUUID();
  const [created] = await push(world.actors.teenA, [
    edit(
      'transactions',
      id,
      { type: 'expense', category: 'food', description: 'ICA', amount_ore: 4500 },
      null,
    ),
  ]);
  expect(created).toMatchObject({ status: 'applied', version: 1 });
  return id;
}

describe('push_ops conflicts', () => {
  it('merges edits of different fields made offline on two devices', async () => {
    const id = await purchase();
    const phone = await push(world.actors.teenA, [
      edit('transactions', id, { category: 'entertainment' }, 1),
    ]);
    expect(phone[0]).toMatchObject({ status: 'applied', version: 2 });
    expect(phone[0]).not.toHaveProperty('replaced');

    const tablet = await push(world.actors.teenA, [
      edit('transactions', id, { description: 'Bio med Sara' }, 1),
    ]);
    expect(tablet[0]).toMatchObject({ status: 'applied', version: 3 });
    expect(await row('transactions', id)).toMatchObject({
      category: 'entertainment',
      description: 'Bio med Sara',
    });
  });

  it('keeps the newer change of the same field and tells the stale device, with the row', async () => {
    const id = await purchase();
    await push(world.actors.teenA, [edit('transactions', id, { amount_ore: 5000 }, 1)]);

    const [stale] = await push(world.actors.teenA, [
      edit('transactions', id, { amount_ore: 4000, description: 'ICA Maxi' }, 1),
    ]);
    expect(stale).toMatchObject({ status: 'applied', version: 3, replaced: ['amount_ore'] });
    expect(stale?.row).toMatchObject({ id, amount_ore: 5000, description: 'ICA Maxi', version: 3 });
    expect(await row('transactions', id)).toMatchObject({
      amount_ore: 5000,
      description: 'ICA Maxi',
    });
  });

  it('answers conflict, changing nothing, when every field of the edit changed since', async () => {
    const id = await purchase();
    await push(world.actors.teenA, [edit('transactions', id, { category: 'shopping' }, 1)]);
    const before = await row('transactions', id);

    const op = edit('transactions', id, { category: 'health' }, 1);
    const [stale] = await push(world.actors.teenA, [op]);
    expect(stale).toMatchObject({ status: 'conflict', version: 2, replaced: ['category'] });
    expect(stale?.row).toMatchObject({ id, category: 'shopping' });
    expect(await row('transactions', id)).toEqual(before);

    // Recorded: sent again, the same answer (without the row), and still nothing changes.
    const [again] = await push(world.actors.teenA, [op]);
    expect(again).toMatchObject({ status: 'duplicate', replaced: ['category'] });
    expect(await row('transactions', id)).toEqual(before);
  });

  it('applies a delete made offline over an edit of the fields, but not over a restore', async () => {
    const id = await purchase();
    await push(world.actors.teenA, [edit('transactions', id, { description: 'Pizza' }, 1)]);
    const [deleted] = await push(world.actors.teenA, [edit('transactions', id, {}, 1, 'delete')]);
    expect(deleted).toMatchObject({ status: 'applied', version: 3 });
    expect((await row('transactions', id)).deleted).toBe(true);

    await push(world.actors.teenA, [edit('transactions', id, { deleted: false }, 3)]);
    const [stale] = await push(world.actors.teenA, [edit('transactions', id, {}, 3, 'delete')]);
    expect(stale).toMatchObject({ status: 'conflict', replaced: ['deleted'] });
    expect((await row('transactions', id)).deleted).toBe(false);
  });

  it('builds a later op on the same row, in the same batch, on the earlier one', async () => {
    const id = await purchase();
    const results = await push(world.actors.teenA, [
      edit('transactions', id, { amount_ore: 100 }, 1),
      edit('transactions', id, { amount_ore: 200 }, 1),
      edit('transactions', id, { description: 'Kaffe' }, 1),
    ]);
    expect(results.map((r) => [r.status, r.version])).toEqual([
      ['applied', 2],
      ['applied', 3],
      ['applied', 4],
    ]);
    expect(await row('transactions', id)).toMatchObject({ amount_ore: 200, description: 'Kaffe' });
  });

  it('lets the server win for a task a parent changed since the teen last saw it', async () => {
    const task = randomUUID();
    await push(world.actors.parentOfA, [
      edit(
        'tasks',
        task,
        { user_id: world.actors.teenA.id, title: 'Diska', reward_ore: 2000 },
        null,
      ),
    ]);
    await push(world.actors.parentOfA, [edit('tasks', task, { title: 'Diska och torka' }, 1)]);

    const [done] = await push(world.actors.teenA, [edit('tasks', task, { status: 'done' }, 1)]);
    expect(done).toMatchObject({ status: 'conflict', replaced: ['status'] });
    expect(done?.row).toMatchObject({ title: 'Diska och torka', status: 'open' });
    expect((await row('tasks', task)).status).toBe('open');

    // From the row it now has, the teen's "done" goes through.
    const [fresh] = await push(world.actors.teenA, [edit('tasks', task, { status: 'done' }, 2)]);
    expect(fresh).toMatchObject({ status: 'applied', version: 3 });
  });

  it("lets the server win for a goal a parent set, even for a field the parent didn't touch", async () => {
    const { rows } = await as(test.db, world.actors.parentOfA, (q) =>
      q.query<{ id: string }>(`select public.create_goal_for_child($1, 'Cykel', 150000) as id`, [
        world.actors.teenA.id,
      ]),
    );
    const goal = rows[0]!.id;
    const version = Number((await row('savings_goals', goal)).version);
    await as(test.db, world.actors.parentOfA, (q) =>
      q.query(`update public.savings_goals set target_date = '2027-06-01' where id = $1`, [goal]),
    );
    const [stale] = await push(world.actors.teenA, [
      edit('savings_goals', goal, {}, version, 'delete'),
    ]);
    expect(stale?.status).toBe('conflict');
    expect((await row('savings_goals', goal)).deleted).toBe(false);
  });

  it('never treats a forged baseVersion as a licence: RLS and the rules still decide', async () => {
    const id = await purchase();
    const [forged] = await push(world.actors.teenB, [
      edit('transactions', id, { amount_ore: 1 }, 999),
    ]);
    expect(forged?.status).toBe('rejected');
    expect(Number((await row('transactions', id)).amount_ore)).toBe(4500);
    const [bad] = await push(world.actors.teenA, [edit('transactions', id, { amount_ore: 1 }, -1)]);
    expect(bad).toMatchObject({ status: 'rejected', code: 'bad_base_version' });
  });
});
