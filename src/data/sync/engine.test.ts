import { beforeEach, describe, expect, it } from 'vitest';

import { FakeServer, FakeTransport } from '@/testing/sync-fake-server';
import {
  expectConverged as converged,
  freshDbName,
  openDb,
  recomputedTotals,
  storedTotals,
} from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { refusalWords } from '../remote/refusals';
import { addDeposit, createGoal } from '../repos/goals';
import { addTransaction, deleteTransaction, updateTransaction } from '../repos/transactions';
import { syncOnce } from './engine';
import { pullAll } from './pull';
import { TransportError } from './transport';

const userId = crypto.randomUUID();
let server: FakeServer;
let transport: FakeTransport;
let name: string;
let db: SlantisDb;

const sync = (target = db, via = transport) => syncOnce({ db: target, userId, transport: via });
const expense = (amountOre: number, description = 'Lunch') =>
  addTransaction(db, userId, { type: 'expense', category: 'food', description, amountOre });

async function expectConverged(target = db) {
  await converged(target, server, userId);
}

beforeEach(() => {
  server = new FakeServer();
  transport = new FakeTransport(server, userId);
  name = freshDbName();
  db = openDb(name);
});

describe('push', () => {
  it('sends writes made offline once the network is back; server and device agree', async () => {
    transport.offline = true;
    await expense(12_500);
    await expense(4_000, 'Buss');
    const goal = await createGoal(db, userId, {
      title: 'Cykel',
      targetOre: 300_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 20_000);
    // 2 purchases, the goal and the deposit: facts only (their XP is provisional, never pushed).
    await expect(sync()).rejects.toMatchObject({ kind: 'network' });
    expect(await db.outbox.count()).toBe(4);

    transport.offline = false;
    const summary = await sync();
    expect(summary).toMatchObject({ pushed: 4, rejected: 0 });
    await expectConverged();
    expect((await db.savingsGoals.get(goal.id))?.savedOre).toBe(20_000);
    expect((await db.transactions.toArray()).every((row) => row.serverSeq !== null)).toBe(true);
  });

  it('applies a batch delivered twice only once', async () => {
    await expense(10_000);
    transport.faults = ['duplicate-delivery'];
    await sync();
    expect([...server.applied.values()]).toEqual([1]);
    await expectConverged();
  });

  it('retries after the response was lost following the commit, without duplicates', async () => {
    await expense(10_000);
    await expense(20_000);
    transport.faults = ['drop-response'];
    await expect(sync()).rejects.toBeInstanceOf(TransportError);
    expect(await db.outbox.count()).toBe(2);
    expect(server.applied.size).toBe(2);

    const summary = await sync();
    expect(summary.pushed).toBe(2);
    expect([...server.applied.values()].every((count) => count === 1)).toBe(true);
    await expectConverged();
  });

  it('copes with results in another order than the ops', async () => {
    await expense(10_000);
    await expense(30_000);
    transport.faults = ['reorder'];
    await sync();
    await expectConverged();
  });

  it('loses nothing when the app dies between the local write and the push', async () => {
    await expense(15_000);
    db.close();
    db = openDb(name);
    expect(await db.outbox.count()).toBe(1);
    await sync();
    await expectConverged();
  });

  it('pushes a long outbox in batches of 500', async () => {
    await db.transaction('rw', db.outbox, async () => {
      for (let i = 0; i < 1_200; i++) {
        await db.outbox.add({
          opId: crypto.randomUUID(),
          table: 'weekly_budgets',
          op: 'upsert',
          rowId: crypto.randomUUID(),
          patch: { user_id: userId, week_start: '2026-11-23', limit_ore: i },
          baseVersion: null,
          createdAt: Date.now(),
          attempts: 0,
        });
      }
    });
    const summary = await sync();
    expect(summary.pushed).toBe(1_200);
    // Three pushes; then two pages of the budgets (1 000 + 200) and one short page per other table.
    expect(transport.calls).toBe(3 + 2 + 7);
  });
});

describe('session', () => {
  it('refreshes the session once on 401 and retries', async () => {
    await expense(10_000);
    transport.faults = ['unauthorized'];
    await sync();
    expect(transport.refreshCalls).toBe(1);
    await expectConverged();
  });

  it('stops with an unauthorized error when the refresh fails; local writes stay queued', async () => {
    await expense(10_000);
    transport.sessionValid = false;
    transport.refreshWorks = false;
    await expect(sync()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(await db.outbox.count()).toBe(1);
    expect(server.applied.size).toBe(0);
  });
});

describe('rejected ops', () => {
  it('moves a rejected op to the dead letters, applies the rest and holds that row', async () => {
    const bad = await expense(10_000, 'Avvisas');
    await expense(20_000);
    server.rejectIf = (op) =>
      op.id === bad.id ? { code: 'amount_out_of_range', sqlstate: '23514' } : undefined;
    const summary = await sync();
    expect(summary).toMatchObject({ rejected: 1, pushed: 1 });
    const letters = await db.deadLetters.toArray();
    expect(letters).toMatchObject([
      {
        rowId: bad.id,
        reason: refusalWords.amount_out_of_range,
        code: 'amount_out_of_range',
        sqlstate: '23514',
      },
    ]);

    await updateTransaction(db, bad.id, { amountOre: 11_000 });
    await sync();
    expect(await db.outbox.count()).toBe(1);
    expect(server.table('transactions').has(bad.id)).toBe(false);
  });
});

describe('pull', () => {
  it('gives a second device every row with totals equal to a full recomputation', async () => {
    for (let i = 1; i <= 5; i++) await expense(i * 1_000, `Köp ${i}`);
    const goal = await createGoal(db, userId, {
      title: 'Resa',
      targetOre: 500_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 50_000);
    await addDeposit(db, goal.id, -20_000);
    await sync();

    const other = openDb(freshDbName('other'));
    const otherTransport = new FakeTransport(server, userId);
    await sync(other, otherTransport);
    await expectConverged(other);
    expect(await storedTotals(other, userId)).toEqual(await storedTotals(db, userId));

    const [first, second] = await db.transactions.toArray();
    await updateTransaction(db, first!.id, {
      amountOre: 99_000,
      type: 'income',
      category: 'income',
    });
    await deleteTransaction(db, second!.id);
    await sync();
    await sync(other, otherTransport);
    await expectConverged(other);
    expect(await storedTotals(other, userId)).toEqual(await storedTotals(db, userId));
    expect((await other.savingsGoals.get(goal.id))?.savedOre).toBe(30_000);
  });

  it('pages through more rows than one page holds (1 200)', async () => {
    const ops = Array.from({ length: 1_200 }, (_, i) => ({
      opId: crypto.randomUUID(),
      table: 'transactions' as const,
      op: 'upsert' as const,
      id: crypto.randomUUID(),
      patch: {
        user_id: userId,
        type: 'expense',
        category: 'food',
        description: `Rad ${i}`,
        amount_ore: i,
        occurred_at: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
      },
    }));
    for (let i = 0; i < ops.length; i += 400) server.push(userId, ops.slice(i, i + 400));
    const summary = await sync();
    expect(summary.pulled).toBe(1_200);
    await expectConverged();
  });

  it('keeps a pending local edit and merges it once pushed', async () => {
    const row = await expense(10_000, 'Original');
    await sync();
    const other = openDb(freshDbName('other'));
    const otherTransport = new FakeTransport(server, userId);
    await sync(other, otherTransport);

    await updateTransaction(other, row.id, { amountOre: 12_000 });
    await updateTransaction(db, row.id, { description: 'Ändrad' });
    await sync();
    await pullAll(other, userId, otherTransport, Date.now);
    expect(await other.transactions.get(row.id)).toMatchObject({
      amountOre: 12_000,
      description: 'Original',
    });
    expect(await storedTotals(other, userId)).toEqual(await recomputedTotals(other));

    await sync(other, otherTransport);
    await sync();
    expect(await other.transactions.get(row.id)).toMatchObject({ amountOre: 12_000 });
    await expectConverged(other);
    await expectConverged(db);
  });
});
