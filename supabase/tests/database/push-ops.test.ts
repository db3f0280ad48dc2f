import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, createWorld, type Actor, type World } from '../helpers/actors';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// push_ops: exactly-once ops, per-op rejection, RLS inside the push, per-entity merge rules.

let test: TestDatabase;
let world: World;
beforeAll(async () => {
  test = await openTestDatabase();
  world = await createWorld(test.db);
});
afterAll(async () => {
  await test?.dispose();
});

type Op = {
  opId: string;
  table: string;
  op: 'upsert' | 'delete';
  id: string;
  patch?: Record<string, unknown>;
};
type Result = {
  opId: string;
  status: string;
  serverSeq?: number;
  version?: number;
  reason?: string;
};

const push = (actor: Actor, ops: unknown) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{ r: Result[] }>('select public.push_ops($1::jsonb) as r', [
      JSON.stringify(ops),
    ]);
    return rows[0]!.r;
  });

const upsert = (table: string, patch: Record<string, unknown>, id: string = randomUUID()): Op => ({
  opId: randomUUID(),
  table,
  op: 'upsert',
  id,
  patch,
});
const expense = (patch: Record<string, unknown> = {}) =>
  upsert('transactions', {
    type: 'expense',
    category: 'food',
    description: 'ICA',
    amount_ore: 4500,
    ...patch,
  });

const row = async (table: string, id: string) =>
  (await test.db.query(`select * from public.${table} where id = $1`, [id])).rows[0];

describe('push_ops', () => {
  it('applies a batch once; the same batch again is all duplicates and changes nothing', async () => {
    const batch = [
      expense(),
      expense({ amount_ore: 1200, description: 'Pressbyrån' }),
      upsert('weekly_budgets', { week_start: '2026-11-16', limit_ore: 120000 }),
    ];
    const first = await push(world.actors.teenA, batch);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(first.every((r) => typeof r.serverSeq === 'number' && r.version === 1)).toBe(true);
    const before = await row('transactions', batch[0]!.id);

    const second = await push(world.actors.teenA, batch);
    expect(second).toEqual(first.map((r) => ({ ...r, status: 'duplicate' })));
    expect(await row('transactions', batch[0]!.id)).toEqual(before);
    const { rows } = await test.db.query(
      `select count(*)::int as n from public.transactions where id = any($1)`,
      [batch.map((op) => op.id)],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('rejects each invalid op alone, with a reason, while the valid ones apply', async () => {
    const good1 = expense();
    const good2 = expense({ description: 'Spotify', category: 'entertainment', amount_ore: 6500 });
    const ops: unknown[] = [
      good1,
      expense({ amount_ore: 100_000_001 }), // CHECK: over 1 000 000 kr
      upsert('secrets', { value: 'x' }), // not a sync table
      expense({ server_seq: 1 }), // not a writable column
      { ...expense(), id: 'not-a-uuid' },
      expense({ amount_ore: 'tjugo' }), // bad value
      expense({ user_id: world.actors.teenB.id }), // RLS: someone else's row
      { ...expense(), op: 'merge' },
      { ...expense(), opId: 'nope' },
      expense({ type: 'income' }), // income must use category income
      good2,
    ];
    const results = await push(world.actors.teenA, ops);
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toEqual(expect.any(String));
    expect(results[2]?.reason).toBe('unknown table: secrets');
    expect(results[3]?.reason).toBe('unknown column(s) for transactions: server_seq');
    expect(results[6]?.reason).toMatch(/row-level security/);
    expect(await row('transactions', good1.id)).toMatchObject({ description: 'ICA' });
    expect(await row('transactions', good2.id)).toMatchObject({ description: 'Spotify' });
    // A rejected op is not recorded, so a corrected retry can still apply later.
    const { rows } = await test.db.query(
      `select count(*)::int as n from public.applied_ops where op_id = $1`,
      [(ops[1] as Op).opId],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("applies RLS inside the push: a teen cannot update or delete another teen's row", async () => {
    const theirs = expense();
    await push(world.actors.teenB, [theirs]);
    const before = await row('transactions', theirs.id);
    const results = await push(world.actors.teenA, [
      upsert('transactions', { description: 'Kapad' }, theirs.id),
      { opId: randomUUID(), table: 'transactions', op: 'delete', id: theirs.id },
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await row('transactions', theirs.id)).toEqual(before);
  });

  it('updates by id, bumping version and serverSeq; delete is a soft delete', async () => {
    const op = expense();
    const [created] = await push(world.actors.teenA, [op]);
    const [edited] = await push(world.actors.teenA, [
      upsert('transactions', { description: 'Coop' }, op.id),
    ]);
    expect(edited).toMatchObject({ status: 'applied', version: 2 });
    expect(edited!.serverSeq!).toBeGreaterThan(created!.serverSeq!);
    const [removed] = await push(world.actors.teenA, [
      { opId: randomUUID(), table: 'transactions', op: 'delete', id: op.id },
    ]);
    expect(removed).toMatchObject({ status: 'applied', version: 3 });
    expect(await row('transactions', op.id)).toMatchObject({
      description: 'Coop',
      deleted: true,
    });
  });

  it('merges lesson progress monotonically, across devices that chose different ids', async () => {
    const lesson = `lesson-${randomUUID().slice(0, 8)}`;
    const early = '2026-11-01T10:00:00.000Z';
    const late = '2026-11-10T10:00:00.000Z';
    const first = upsert('lesson_progress', {
      lesson_id: lesson,
      completed_at: late,
      best_score: 80,
      attempts: 2,
    });
    await push(world.actors.teenA, [first]);
    const results = await push(world.actors.teenA, [
      upsert('lesson_progress', {
        lesson_id: lesson,
        completed_at: null,
        best_score: 60,
        attempts: 1,
      }),
      upsert('lesson_progress', {
        lesson_id: lesson,
        completed_at: early,
        best_score: 95,
        attempts: 1,
      }),
      upsert('lesson_progress', { best_score: 10, attempts: 0 }, first.id),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const { rows } = await test.db.query<{
      id: string;
      completed_at: Date;
      best_score: number;
      attempts: number;
    }>(
      `select id, completed_at, best_score, attempts from public.lesson_progress where user_id = $1 and lesson_id = $2`,
      [world.actors.teenA.id, lesson],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, best_score: 95, attempts: 2 });
    expect(new Date(rows[0]!.completed_at).toISOString()).toBe(early);
  });

  it('cannot double-award XP or badges, even with new op ids and row ids', async () => {
    // The award's source (the completed lesson) comes first in the batch, as the client sends it.
    const lesson = upsert('lesson_progress', {
      lesson_id: 'budgetering-101-vad-ar-en-budget',
      completed_at: new Date().toISOString(),
      best_score: 100,
      attempts: 1,
    });
    const award = () =>
      upsert('xp_events', {
        kind: 'lesson_completed',
        amount: 10,
        source_id: 'budgetering-101-vad-ar-en-budget',
      });
    const badge = () => upsert('earned_badges', { badge_id: 'first-lesson' });
    const first = await push(world.actors.teenA, [lesson, award(), badge()]);
    const replay = await push(world.actors.teenA, [award(), award(), badge()]);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(replay.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const { rows } = await test.db.query(
      `select (select sum(amount)::int from public.xp_events where user_id = $1) as xp,
              (select count(*)::int from public.earned_badges where user_id = $1) as badges`,
      [world.actors.teenA.id],
    );
    expect(rows).toEqual([{ xp: 10, badges: 1 }]);
    const [deletion] = await push(world.actors.teenA, [
      { opId: randomUUID(), table: 'xp_events', op: 'delete', id: first[1]!.opId },
    ]);
    expect(deletion?.status).toBe('rejected');
  });

  it('lets a guardian push tasks for their child, and the child only mark them done', async () => {
    const task = upsert('tasks', {
      user_id: world.actors.teenA.id,
      title: 'Diska',
      reward_ore: 2000,
      reward_xp: 20,
    });
    expect((await push(world.actors.parentOfA, [task]))[0]?.status).toBe('applied');
    expect(
      (
        await push(world.actors.unrelatedParent, [
          upsert('tasks', { user_id: world.actors.teenA.id, title: 'X' }),
        ])
      )[0]?.status,
    ).toBe('rejected');
    const child = await push(world.actors.teenA, [
      upsert('tasks', { reward_ore: 99999 }, task.id),
      upsert('tasks', { status: 'done' }, task.id),
    ]);
    expect(child.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(await row('tasks', task.id)).toMatchObject({
      status: 'done',
      created_by: world.actors.parentOfA.id,
    });
    expect(Number((await row('tasks', task.id))?.reward_ore)).toBe(2000);
  });

  it('refuses anon and a non-array body', async () => {
    await expect(push(world.actors.anon, [])).rejects.toMatchObject({ code: '42501' });
    await expect(push(world.actors.teenA, { opId: randomUUID() })).rejects.toMatchObject({
      code: '22023',
    });
  });
});
