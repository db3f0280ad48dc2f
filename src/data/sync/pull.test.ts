import { beforeEach, describe, expect, it } from 'vitest';

import { FakeServer, FakeTransport } from '@/testing/sync-fake-server';
import {
  expectConverged,
  freshDbName,
  openDb,
  recomputedTotals,
  storedTotals,
} from '@/testing/sync-harness';

import type { SlantisDb } from '../db';
import { cursorScope, pullAll } from './pull';
import { TransportError, type ServerRecord } from './transport';

const userId = crypto.randomUUID();
const PAGE = 10;
let server: FakeServer;
let transport: FakeTransport;
let db: SlantisDb;

/** Puts `count` purchases on the server, as if another device had synced them. */
function serverPurchases(count: number): ServerRecord[] {
  return Array.from({ length: count }, (_, i) =>
    server.derive('transactions', {
      id: crypto.randomUUID(),
      user_id: userId,
      type: i % 4 === 0 ? 'income' : 'expense',
      category: 'food',
      description: `Rad ${i}`,
      amount_ore: 100 + i,
      occurred_at: new Date(Date.UTC(2026, 0, 1 + (i % 60))).toISOString(),
    }),
  );
}

/** The transport, with `before` run ahead of each pull of transactions (call n, 1-based). */
function onTransactionPull(before: (call: number) => void): FakeTransport {
  const wrapped = Object.create(transport) as FakeTransport;
  let call = 0;
  wrapped.pull = async (table, afterSeq, limit) => {
    if (table === 'transactions') before(++call);
    return transport.pull(table, afterSeq, limit);
  };
  return wrapped;
}

const pull = (via: FakeTransport = transport) => pullAll(db, userId, via, Date.now, PAGE);

beforeEach(() => {
  server = new FakeServer();
  transport = new FakeTransport(server, userId);
  db = openDb(freshDbName('pull'));
});

describe('pullAll', () => {
  it('stores every row over many pages onto an empty device, totals exact', async () => {
    serverPurchases(95);
    expect(await pull()).toBe(95);
    await expectConverged(db, server, userId);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
  });

  it('counts a row once when it changes on the server between two of its pages', async () => {
    const [first] = serverPurchases(35);
    const changed = onTransactionPull((call) => {
      if (call === 3) server.derive('transactions', { ...first, amount_ore: 99_999 });
    });
    expect(await pull(changed)).toBe(36);
    expect(await db.transactions.get(String(first!.id))).toMatchObject({ amountOre: 99_999 });
    await expectConverged(db, server, userId);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
  });

  it('reads the rows a device already holds before overwriting them (totals exact)', async () => {
    serverPurchases(25);
    await pull();
    await db.syncState.delete(cursorScope('transactions'));
    serverPurchases(5);
    expect(await pull()).toBe(30);
    expect(await db.transactions.count()).toBe(30);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
  });

  it('a page that fails leaves the cursor at the last stored rows; the next run completes', async () => {
    const rows = serverPurchases(45);
    const failing = onTransactionPull((call) => {
      if (call === 3) throw new TransportError('network', 'connection reset');
    });
    await expect(pull(failing)).rejects.toMatchObject({ kind: 'network' });
    const stored = await db.transactions.count();
    expect(stored).toBe(2 * PAGE);
    expect((await db.syncState.get(cursorScope('transactions')))?.cursor).toBe(
      Number(rows[stored - 1]!.server_seq),
    );
    expect(await pull()).toBe(45 - stored);
    await expectConverged(db, server, userId);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
  });
});
