import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { dbNameFor, SlantisDb } from './db';

// Every released schema stays here, frozen, so each new Dexie version is tested as an upgrade
// from every older one with real data and a non-empty outbox (research/offline-pwa.md §2.8).
// A later version is written as Dexie declares it: the tables it adds or re-indexes.
const V1 = {
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
};
const V2 = { ...V1, quizAttempts: 'id, [userId+lessonId]', noSpendClaims: 'id, [userId+day]' };
const V3 = { ...V2, transactions: 'id, [userId+occurredAt]' };
// Version 4 (issue 40) changes no index: it pulls transactions and deposits again for their origin.
// Version 5 (issue 41 §9) adds the member lessons kept for offline reading.
const V5 = { ...V3, lessonTexts: 'lessonId' };
const RELEASED_SCHEMAS: Record<number, Record<string, string>> = {
  1: V1,
  2: V2,
  3: V3,
  4: V3,
  5: V5,
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

  it('version 2 drops queued XP, badge and lesson-progress ops and makes those rows provisional', async () => {
    const name = `upgrade-fair-play-${crypto.randomUUID()}`;
    names.push(name);
    const old = new Dexie(name);
    old.version(1).stores(RELEASED_SCHEMAS[1]!);
    await old.open();
    const meta = { userId: 'u1', deleted: false, updatedAt: 1 };
    await old.table('xpEvents').bulkAdd([
      { ...meta, id: 'x1', kind: 'lesson_completed', sourceId: 'l1', amount: 10, serverSeq: null },
      { ...meta, id: 'x2', kind: 'purchase_logged', sourceId: 't1', amount: 5, serverSeq: 7 },
    ]);
    await old
      .table('earnedBadges')
      .add({ ...meta, id: 'b1', badgeId: 'first-lesson', serverSeq: 8 });
    await old
      .table('lessonProgress')
      .add({ ...meta, id: 'p1', lessonId: 'l1', attempts: 1, serverSeq: null });
    const op = (opId: string, table: string, rowId: string) => ({
      opId,
      table,
      rowId,
      op: 'upsert',
      patch: {},
    });
    await old
      .table('outbox')
      .bulkAdd([
        op('op-t', 'transactions', 't1'),
        op('op-x', 'xp_events', 'x1'),
        op('op-b', 'earned_badges', 'b1'),
        op('op-p', 'lesson_progress', 'p1'),
      ]);
    await old.table('deadLetters').bulkAdd([
      { ...op('dl-x', 'xp_events', 'x3'), reason: 'refused' },
      { ...op('dl-t', 'transactions', 't2'), reason: 'refused' },
    ]);
    await old.table('syncState').bulkAdd([
      { scope: 'pull:transactions', cursor: 40, updatedAt: 1 },
      { scope: 'pull:xp_events', cursor: 41, updatedAt: 1 },
      { scope: 'pull:earned_badges', cursor: 42, updatedAt: 1 },
      { scope: 'pull:lesson_progress', cursor: 43, updatedAt: 1 },
    ]);
    old.close();

    const db = new SlantisDb(name);
    await db.open();
    expect((await db.outbox.toArray()).map((o) => o.opId)).toEqual(['op-t']);
    expect((await db.deadLetters.toArray()).map((o) => o.opId)).toEqual(['dl-t']);
    const rows = [
      ...(await db.xpEvents.toArray()),
      ...(await db.earnedBadges.toArray()),
      ...(await db.lessonProgress.toArray()),
    ];
    expect(rows.map((row) => [row.id, row.serverSeq])).toEqual([
      ['x1', null],
      ['x2', null],
      ['b1', null],
      ['p1', null],
    ]);
    // Pulled again from the start, so the server's copies replace the provisional rows (and
    // version 4 pulls transactions again for their origin).
    expect((await db.syncState.toArray()).map((row) => row.scope)).toEqual([]);
    expect(await db.quizAttempts.count()).toBe(0);
    expect(await db.noSpendClaims.count()).toBe(0);
    db.close();
  });

  it('version 4 pulls transactions and goal deposits again, for the origin the server stamped', async () => {
    const name = `upgrade-origin-${crypto.randomUUID()}`;
    names.push(name);
    const old = new Dexie(name);
    old.version(3).stores(RELEASED_SCHEMAS[3]!);
    await old.open();
    await old.table('syncState').bulkAdd([
      { scope: 'pull:transactions', cursor: 40, updatedAt: 1 },
      { scope: 'pull:goal_deposits', cursor: 41, updatedAt: 1 },
      { scope: 'pull:savings_goals', cursor: 42, updatedAt: 1 },
    ]);
    await old.table('outbox').add({
      opId: 'op-t',
      table: 'transactions',
      rowId: 't1',
      op: 'upsert',
      patch: {},
    });
    old.close();

    const db = new SlantisDb(name);
    await db.open();
    expect((await db.syncState.toArray()).map((row) => row.scope)).toEqual(['pull:savings_goals']);
    expect((await db.outbox.toArray()).map((o) => o.opId)).toEqual(['op-t']);
    db.close();
  });
});
