import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { dayKey } from '@/lib/dates';
import { nameBasedUuid } from '@/lib/ids';

import { createUser, profileMetadata, type Actor, type World } from '../helpers/actors';
import { pushAs, upsertOp, type Op } from '../helpers/push';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// push_ops: exactly-once ops, per-op rejection, RLS inside the push, per-entity merge rules.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const push = (actor: Actor, ops: unknown) => pushAs(test.db, actor, ops);

const upsert = upsertOp;
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
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.code)).toEqual([
      'amount_out_of_range',
      'unknown_table',
      'unknown_column',
      'bad_row_id',
      'invalid_value',
      'not_your_row',
      'bad_op',
      'bad_op_id',
      'income_category',
    ]);
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

  it('records quiz attempts once, never changed or deleted, merging the progress they make', async () => {
    const lesson = 'budgetering-101-vad-ar-en-budget';
    const { rows: keys } = await test.db.query<{ question_id: string; correct_option: number }>(
      `select question_id, correct_option from private.quiz_keys where lesson_id = $1`,
      [lesson],
    );
    const right = Object.fromEntries(keys.map((k) => [k.question_id, k.correct_option]));
    // Read after the account existed (issue 40: reading time is not borrowed from before it).
    await test.db.query(
      `update auth.users set created_at = now() - interval '1 day' where id = $1`,
      [world.actors.teenA.id],
    );
    const attempt = (answers: Record<string, number>, endedAgo: number) =>
      upsert('quiz_attempts', {
        lesson_id: lesson,
        answers,
        started_at: new Date(Date.now() - endedAgo - 120_000).toISOString(),
        finished_at: new Date(Date.now() - endedAgo).toISOString(),
      });
    // Two devices: one sends an unanswered quiz, the other a passed one, each with its own id.
    const failed = attempt({}, 600_000);
    const passed = attempt(right, 0);
    const results = await push(world.actors.teenA, [failed, passed]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    // The same attempt again (a new op id, other answers) is recorded once; none is deleted.
    const again = await push(world.actors.teenA, [
      { ...failed, opId: randomUUID(), patch: { ...failed.patch, answers: right } },
      { opId: randomUUID(), table: 'quiz_attempts', op: 'delete', id: passed.id },
    ]);
    expect(again.map((r) => [r.status, r.code ?? r.reason])).toEqual([
      ['duplicate', 'already recorded'],
      ['rejected', 'insert_only'],
    ]);
    expect(await row('quiz_attempts', failed.id)).toMatchObject({ score: 0, deleted: false });
    expect(await row('quiz_attempts', passed.id)).toMatchObject({ score: 100, deleted: false });
    // One progress row, under the name-based id every device gives it.
    const { rows } = await test.db.query(
      `select id, best_score, attempts from public.lesson_progress where user_id = $1 and lesson_id = $2`,
      [world.actors.teenA.id, lesson],
    );
    expect(rows).toEqual([
      {
        id: await nameBasedUuid('lesson_progress', world.actors.teenA.id!, lesson),
        best_score: 100,
        attempts: 2,
      },
    ]);
  });

  it('cannot double-award: the same fact again, with new op ids and row ids, earns once', async () => {
    const email = `push-ops-${randomUUID().slice(0, 8)}@example.com`;
    const teen: Actor = {
      name: 'teenA',
      role: 'authenticated',
      id: await createUser(test.db, email, profileMetadata({ roll: 'barn' })),
      email,
    };
    const claim = () => upsert('no_spend_claims', { day: dayKey(new Date()) });
    const first = await push(teen, [claim()]);
    const replay = await push(teen, [claim(), claim()]);
    expect(first.map((r) => r.status)).toEqual(['applied']);
    expect(replay.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    const { rows } = await test.db.query<{ xp: number; badges: number; id: string }>(
      `select (select sum(amount)::int from public.xp_events where user_id = $1) as xp,
              (select count(*)::int from public.earned_badges where user_id = $1) as badges,
              (select id from public.xp_events where user_id = $1) as id`,
      [teen.id],
    );
    expect(rows[0]).toMatchObject({ xp: 5, badges: 1 }); // no_spend_day, 'first-no-spend'
    // What the server derived is not the client's to change.
    const [deletion] = await push(teen, [
      { opId: randomUUID(), table: 'xp_events', op: 'delete', id: rows[0]!.id },
    ]);
    expect(deletion).toMatchObject({ status: 'rejected', code: 'unknown_table' });
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
      code: 'P0001',
    });
  });
});
