import { beforeEach, describe, expect, it } from 'vitest';

import { FakeServer, FakeTransport } from '@/testing/sync-fake-server';
import { expectConverged as converged, freshDbName, openDb } from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { addDeposit, createGoal } from '../repos/goals';
import { addTransaction, updateTransaction } from '../repos/transactions';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from './dead-letters';
import { syncOnce } from './engine';

const userId = crypto.randomUUID();
let server: FakeServer;
let transport: FakeTransport;
let db: SlantisDb;

const sync = (target = db, via = transport) => syncOnce({ db: target, userId, transport: via });
const expense = (amountOre: number, description = 'Lunch') =>
  addTransaction(db, userId, { type: 'expense', category: 'food', description, amountOre });

async function expectConverged(target = db) {
  await converged(target, server, userId);
  expect(await target.deadLetters.count()).toBe(0);
}

beforeEach(() => {
  server = new FakeServer();
  transport = new FakeTransport(server, userId);
  db = openDb(freshDbName('dead'));
});

describe('retryDeadLetter', () => {
  it('puts the op back in its old place, so the held later op follows it', async () => {
    const row = await expense(10_000, 'Avvisas först');
    server.rejectIf = (op) =>
      op.id === row.id ? { code: 'amount_out_of_range', sqlstate: '23514' } : undefined;
    await sync();
    await updateTransaction(db, row.id, { amountOre: 12_000 });
    await sync();
    const [letter] = await listDeadLetters(db);
    const opId = letter!.opId;

    server.rejectIf = () => undefined;
    await retryDeadLetter(db, letter!.seq!);
    expect((await db.outbox.orderBy('seq').first())?.opId).toBe(opId);
    await sync();
    expect(server.applied.get(opId)).toBe(1);
    expect(server.table('transactions').get(row.id)).toMatchObject({ amount_ore: 12_000 });
    await expectConverged();
  });
});

describe('discardDeadLetter', () => {
  it('drops a never-synced row and its held changes; the totals drop it too', async () => {
    const row = await expense(10_000, 'Avvisas');
    await expense(5_000, 'Godkänd');
    server.rejectIf = (op) =>
      op.id === row.id ? { code: 'amount_out_of_range', sqlstate: '23514' } : undefined;
    await sync();
    await updateTransaction(db, row.id, { amountOre: 11_000 });
    const [letter] = await listDeadLetters(db);

    await discardDeadLetter(db, transport, letter!.seq!);
    expect(await db.transactions.get(row.id)).toMatchObject({ deleted: true });
    await sync();
    await expectConverged();
  });

  it('puts back the server copy of a row whose edit was refused', async () => {
    const row = await expense(10_000, 'Original');
    await sync();
    await updateTransaction(db, row.id, { amountOre: 70_000, description: 'Ändrad' });
    server.rejectIf = () => ({ code: 'not_your_row', sqlstate: '42501' });
    await sync();
    server.rejectIf = () => undefined;
    const [letter] = await listDeadLetters(db);

    await discardDeadLetter(db, transport, letter!.seq!);
    expect(await db.transactions.get(row.id)).toMatchObject({
      amountOre: 10_000,
      description: 'Original',
    });
    await sync();
    await expectConverged();
  });

  it('settles a withdrawal the server refused (two devices took out the same money)', async () => {
    const goal = await createGoal(db, userId, {
      title: 'Mobil',
      targetOre: 500_000,
      targetDate: null,
    });
    await addDeposit(db, goal.id, 30_000);
    await sync();
    const other = openDb(freshDbName('other'));
    const otherTransport = new FakeTransport(server, userId);
    await sync(other, otherTransport);

    await addDeposit(db, goal.id, -30_000);
    await addDeposit(other, goal.id, -20_000);
    await sync();
    await sync(other, otherTransport);
    const [letter] = await listDeadLetters(other);
    expect(letter).toMatchObject({ table: 'goal_deposits', code: 'withdrawal_over_saved' });
    // The server's total; the refused withdrawal is not counted while it waits.
    expect((await other.savingsGoals.get(goal.id))?.savedOre).toBe(0);

    await discardDeadLetter(other, otherTransport, letter!.seq!);
    expect(await other.goalDeposits.get(letter!.rowId)).toMatchObject({ deleted: true });
    await sync(other, otherTransport);
    await expectConverged(other);
    expect((await other.savingsGoals.get(goal.id))?.savedOre).toBe(0);
  });
});
