import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { dbNameFor, SlantisDb } from './db';

// Every released schema stays here, frozen, so each new Dexie version is tested as an upgrade
// from every older one with real data and a non-empty outbox (research/offline-pwa.md §2.8).
const RELEASED_SCHEMAS: Record<number, Record<string, string>> = {
  1: {
    transactions: 'id, [userId+occurredAt], serverSeq',
    weeklyBudgets: 'id, [userId+weekStart]',
    savingsGoals: 'id, userId',
    goalDeposits: 'id, goalId, [userId+createdAt]',
    xpEvents: 'id, [userId+createdAt], [userId+kind+sourceId]',
    earnedBadges: 'id, [userId+badgeId]',
    lessonProgress: 'id, [userId+lessonId]',
    tasks: 'id, userId',
    aggregates: '[userId+key]',
    outbox: '++seq, &opId, [table+rowId]',
    deadLetters: '++seq, &opId',
    syncState: 'scope',
  },
};

const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

describe('SlantisDb', () => {
  it('names each user’s database after the user (one database per person)', () => {
    expect(dbNameFor('a1')).toBe('slantis-a1');
    expect(dbNameFor('a1')).not.toBe(dbNameFor('b2'));
  });

  it('the current schema is the newest released one', async () => {
    const name = `schema-${crypto.randomUUID()}`;
    names.push(name);
    const db = new SlantisDb(name);
    await db.open();
    const newest = Math.max(...Object.keys(RELEASED_SCHEMAS).map(Number));
    expect(db.verno).toBe(newest);
    const current = Object.fromEntries(
      db.tables.map((table) => [
        table.name,
        [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(', '),
      ]),
    );
    expect(current).toEqual(RELEASED_SCHEMAS[newest]);
    db.close();
  });

  for (const [version, stores] of Object.entries(RELEASED_SCHEMAS)) {
    it(`opens a version ${version} database with data and pending ops without losing any`, async () => {
      const name = `upgrade-${version}-${crypto.randomUUID()}`;
      names.push(name);
      const old = new Dexie(name);
      old.version(Number(version)).stores(stores);
      await old.open();
      await old
        .table('transactions')
        .add({ id: 't1', userId: 'u1', occurredAt: '2026-11-18T12:00:00.000Z', amountOre: 4500 });
      await old
        .table('outbox')
        .add({ opId: 'op-1', table: 'transactions', rowId: 't1', op: 'upsert', patch: {} });
      await old.table('aggregates').add({ userId: 'u1', key: 'xp:total', value: 2840 });
      old.close();

      const db = new SlantisDb(name);
      await db.open();
      expect(await db.transactions.get('t1')).toMatchObject({ amountOre: 4500 });
      expect(await db.outbox.where('opId').equals('op-1').count()).toBe(1);
      expect(await db.aggregates.get(['u1', 'xp:total'])).toMatchObject({ value: 2840 });
      db.close();
    });
  }
});
