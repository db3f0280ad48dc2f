import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CrashError, FakeServer, FakeTransport, type Fault } from '@/testing/sync-fake-server';
import {
  freshDbName,
  openDb,
  recomputedTotals,
  serverSnapshot,
  snapshot,
  storedTotals,
} from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { RepoError } from '../repos/errors';
import { addDeposit, createGoal } from '../repos/goals';
import { addTransaction, deleteTransaction, updateTransaction } from '../repos/transactions';
import { discardDeadLetter } from './dead-letters';
import { syncOnce } from './engine';
import { TransportError } from './transport';

type Client = { name: string; db: SlantisDb; transport: FakeTransport };
const client = fc.integer({ min: 0, max: 1 });
const pick = fc.nat({ max: 20 });
const amount = fc.integer({ min: 0, max: 500_000 });

const command = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), c: client, amount, income: fc.boolean() }),
  fc.record({ kind: fc.constant('update' as const), c: client, pick, amount }),
  fc.record({ kind: fc.constant('delete' as const), c: client, pick }),
  fc.record({ kind: fc.constant('goal' as const), c: client }),
  fc.record({
    kind: fc.constant('deposit' as const),
    c: client,
    pick,
    amount: fc.integer({ min: -50_000, max: 100_000 }).filter((n) => n !== 0),
  }),
  fc.record({ kind: fc.constant('sync' as const), c: client }),
  fc.record({
    kind: fc.constant('crash' as const),
    c: client,
    call: fc.integer({ min: 1, max: 10 }),
    afterCommit: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('network' as const), c: client, online: fc.boolean() }),
  fc.record({
    kind: fc.constant('fault' as const),
    c: client,
    fault: fc.constantFrom<Fault>(
      'drop-request',
      'drop-response',
      'server-error',
      'unauthorized',
      'duplicate-delivery',
      'reorder',
    ),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

const nth = <T>(rows: T[], n: number) => (rows.length ? rows[n % rows.length] : undefined);

async function sync(userId: string, device: Client) {
  try {
    await syncOnce({ db: device.db, userId, transport: device.transport });
  } catch (error) {
    if (!(error instanceof TransportError) && !(error instanceof CrashError)) throw error;
  }
}

async function run(commands: Command[]) {
  const userId = crypto.randomUUID();
  const server = new FakeServer();
  const devices: Client[] = [0, 1].map(() => {
    const name = freshDbName('prop');
    return { name, db: openDb(name), transport: new FakeTransport(server, userId) };
  });
  const committed = new Set<string>();
  const discarded = new Set<string>();
  const noteOutbox = async (device: Client) => {
    for (const op of await device.db.outbox.toArray()) committed.add(op.opId);
  };

  const step = async (command: Command) => {
    const device = devices[command.c]!;
    const { db } = device;
    const live = async () => (await db.transactions.toArray()).filter((row) => !row.deleted);
    switch (command.kind) {
      case 'add':
        return addTransaction(db, userId, {
          type: command.income ? 'income' : 'expense',
          category: command.income ? 'income' : 'food',
          description: `Köp ${command.amount}`,
          amountOre: command.amount,
        });
      case 'update': {
        const row = nth(await live(), command.pick);
        return row && updateTransaction(db, row.id, { amountOre: command.amount });
      }
      case 'delete': {
        const row = nth(await live(), command.pick);
        return row && deleteTransaction(db, row.id);
      }
      case 'goal':
        return createGoal(db, userId, { title: 'Mål', targetOre: 10_000_000, targetDate: null });
      case 'deposit': {
        const goals = (await db.savingsGoals.toArray()).filter((goal) => !goal.deleted);
        const goal = nth(goals, command.pick);
        return goal && addDeposit(db, goal.id, command.amount);
      }
      case 'sync':
        return sync(userId, device);
      case 'crash':
        device.transport.crashAt = {
          call: device.transport.calls + command.call,
          afterCommit: command.afterCommit,
        };
        await sync(userId, device);
        device.transport.crashAt = null;
        device.db.close();
        device.db = openDb(device.name);
        return;
      case 'network':
        device.transport.offline = !command.online;
        return;
      case 'fault':
        device.transport.faults.push(command.fault);
        return;
    }
  };

  try {
    for (const command of commands) {
      try {
        await step(command);
      } catch (error) {
        if (!(error instanceof RepoError)) throw error;
      }
      await noteOutbox(devices[command.c]!);
    }

    // Quiescence: everyone online, no faults; settle refused ops; sync until outboxes are empty.
    for (const device of devices) {
      device.transport.offline = false;
      device.transport.faults = [];
    }
    for (let round = 0; round < 10; round++) {
      for (const device of devices) {
        await syncOnce({ db: device.db, userId, transport: device.transport });
        for (const letter of await device.db.deadLetters.toArray()) {
          const held = await device.db.outbox
            .where('[table+rowId]')
            .equals([letter.table, letter.rowId])
            .toArray();
          [letter, ...held].forEach((op) => discarded.add(op.opId));
          await discardDeadLetter(device.db, device.transport, letter.seq!);
        }
      }
      const left = await Promise.all(
        devices.map(async ({ db }) => (await db.outbox.count()) + (await db.deadLetters.count())),
      );
      if (left.every((count) => count === 0)) break;
    }
    for (const device of devices) {
      await syncOnce({ db: device.db, userId, transport: device.transport });
    }

    for (const opId of committed) {
      if (!discarded.has(opId)) expect(server.applied.get(opId), opId).toBe(1);
    }
    expect([...server.applied.values()].every((count) => count === 1)).toBe(true);
    const expected = serverSnapshot(server, userId);
    for (const { db } of devices) {
      expect(await db.outbox.count()).toBe(0);
      expect(await db.deadLetters.count()).toBe(0);
      expect(await snapshot(db)).toEqual(expected);
      expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
    }
  } finally {
    for (const { db } of devices) await db.delete();
  }
}

describe('sync engine (property)', () => {
  it('converges: each op applied once, devices equal the server, totals equal a recount', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), run), {
      numRuns: 100,
    });
  }, 60_000);
});
