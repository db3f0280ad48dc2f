import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dayKey } from '@/lib/dates';
import { nameBasedUuid } from '@/lib/ids';
import { FakeServer, FakeTransport } from '@/testing/sync-fake-server';
import { freshDbName, openDb, recomputedTotals, storedTotals } from '@/testing/sync-harness';

import { aggregateKeys, readAggregate } from '../aggregates';
import type { SlantisDb } from '../db';
import { evaluateGamification } from '../repos/gamification';
import { recordLessonResult } from '../repos/learning';
import { markNoSpendDay } from '../repos/no-spend';
import { addTransaction } from '../repos/transactions';
import { onXpReconciled, type XpReconcileNotice } from '../signals';
import type { XpEventRow } from '../types';
import { syncOnce } from './engine';
import type { PushOp, SyncTransport } from './transport';

// Issue 19: the server derives XP, badges and lesson progress from facts, with the device's ids.
// After a sync whose push and pull completed, the device takes the server's word.

const userId = crypto.randomUUID();
const catalogue = [{ id: 'kurs', lessonIds: ['l-1', 'l-2'], isPublic: true }];
const course = { id: 'kurs', xp: 100, lessonIds: ['l-1', 'l-2'] };
let server: FakeServer;
let transport: FakeTransport;
let db: SlantisDb;
let notices: XpReconcileNotice[];
let stopListening: () => void;

beforeEach(() => {
  server = new FakeServer();
  transport = new FakeTransport(server, userId);
  db = openDb(freshDbName('reconcile'));
  notices = [];
  stopListening = onXpReconciled((notice) => notices.push(notice));
});
afterEach(async () => {
  stopListening();
  db.close();
  await db.delete();
});

const sync = (via: SyncTransport = transport) => syncOnce({ db, userId, transport: via });
const xpTotal = () => readAggregate(db, userId, aggregateKeys.xpTotal());
/** Today in Stockholm, as markNoSpendDay dates its claim (UTC is a day behind before 01:00, 02:00 in summer). */
const today = () => dayKey(new Date());
/** Any server sequence number (typed, so the matcher is not an `any`). */
const anySeq: unknown = expect.any(Number);
const claims = (ops: PushOp[]) => ops.filter((op) => op.table === 'no_spend_claims');

/** The server's no_spend_day award for a claim, as private.award_no_spend_day makes it. */
async function serverNoSpendAward(day: string) {
  const id = await nameBasedUuid('xp', userId, 'no_spend_day', day);
  return { id, user_id: userId, kind: 'no_spend_day', amount: 5, source_id: day };
}

describe('reconciling provisional awards after sync', () => {
  it('a server award with the same id replaces the provisional one: same XP, nothing to tell', async () => {
    const award = await serverNoSpendAward(today());
    server.afterPush = (_, ops) => {
      if (claims(ops).length > 0) server.derive('xp_events', award);
    };
    transport.offline = true;
    expect(await markNoSpendDay(db, userId)).toBe(5);
    await expect(sync()).rejects.toMatchObject({ kind: 'network' });
    expect(await xpTotal()).toBe(5);

    transport.offline = false;
    const summary = await sync();
    expect(summary).toMatchObject({ pushed: 1, removed: 0, xpDifference: 0 });
    expect(await db.xpEvents.get(award.id)).toMatchObject({ serverSeq: anySeq });
    expect(await db.noSpendClaims.toArray()).toMatchObject([{ serverSeq: anySeq }]);
    expect(await xpTotal()).toBe(5);
    expect(notices).toEqual([]);
  });

  it('removes a provisional award the server never derived, moves the total and reports it', async () => {
    await markNoSpendDay(db, userId); // accepted, but (say) too late to earn anything
    const summary = await sync();
    expect(summary).toMatchObject({ pushed: 1, removed: 1, xpDifference: -5 });
    const [event] = await db.xpEvents.toArray();
    expect(event).toMatchObject({ deleted: true, serverSeq: null });
    expect(await xpTotal()).toBe(0);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
    expect(notices).toEqual([{ userId, removed: 1, shownXp: 5, countedXp: 0, difference: -5 }]);
    // Declined stays declined: the same award is not made again on this device.
    expect(await markNoSpendDay(db, userId)).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await xpTotal()).toBe(0);
  });

  it('reports a server award smaller than the provisional one (same id)', async () => {
    const award = await serverNoSpendAward(today());
    server.afterPush = () => server.derive('xp_events', { ...award, amount: 2 });
    await markNoSpendDay(db, userId);
    const summary = await sync();
    expect(summary).toMatchObject({ removed: 0, xpDifference: -3 });
    expect(await xpTotal()).toBe(2);
    expect(notices).toMatchObject([{ difference: -3 }]);
  });

  it('removes nothing while a change still waits in the outbox (a write made during the sync)', async () => {
    await markNoSpendDay(db, userId);
    let wrote = false;
    // A purchase logged while the sync pulls: its fact waits in the outbox.
    const writesDuringPull: SyncTransport = {
      push: (ops) => transport.push(ops),
      fetchRow: (table, id) => transport.fetchRow(table, id),
      refreshSession: () => transport.refreshSession(),
      pull: async (table, afterSeq, limit) => {
        if (!wrote) {
          wrote = true;
          await addTransaction(db, userId, {
            type: 'income',
            category: 'income',
            description: 'Veckopeng',
            amountOre: 10_000,
          });
        }
        return transport.pull(table, afterSeq, limit);
      },
    };
    const summary = await sync(writesDuringPull);
    expect(summary).toMatchObject({ removed: 0, xpDifference: 0 });
    expect(await db.xpEvents.filter((e) => !e.deleted).count()).toBe(2);
    expect(await xpTotal()).toBe(10);
    expect(notices).toEqual([]);

    // The next run pushes the purchase; then nothing waits and both awards are settled.
    expect(await sync()).toMatchObject({ pushed: 1, removed: 2, xpDifference: -10 });
    expect(await xpTotal()).toBe(0);
  });

  it('keeps rows the server confirmed (serverSeq) and removes only the provisional ones', async () => {
    const confirmed = server.derive('xp_events', {
      id: crypto.randomUUID(),
      user_id: userId,
      kind: 'lesson_completed',
      amount: 10,
      source_id: 'l-9',
    });
    await sync();
    expect(await xpTotal()).toBe(10);
    await markNoSpendDay(db, userId);
    expect(await xpTotal()).toBe(15);
    expect(await sync()).toMatchObject({ removed: 1, xpDifference: -5 });
    expect(await db.xpEvents.get(String(confirmed.id))).toMatchObject({
      deleted: false,
      serverSeq: confirmed.server_seq,
    });
    expect(await xpTotal()).toBe(10);
  });

  it('a lesson finished offline: the server’s progress and XP arrive with the same ids', async () => {
    transport.offline = true;
    const outcome = await recordLessonResult(db, userId, {
      lessonId: 'l-1',
      correct: 2,
      questions: 2,
      answers: { q1: 0, q2: 1 },
      course,
    });
    expect(outcome.xpAwarded).toBe(25);
    await expect(sync()).rejects.toMatchObject({ kind: 'network' });
    const progressId = await nameBasedUuid('lesson_progress', userId, 'l-1');
    const lessonXp = await nameBasedUuid('xp', userId, 'lesson_completed', 'l-1');
    const quizXp = await nameBasedUuid('xp', userId, 'quiz_passed', 'l-1');
    server.afterPush = (_, ops) => {
      if (!ops.some((op) => op.table === 'quiz_attempts')) return;
      server.derive('lesson_progress', {
        id: progressId,
        user_id: userId,
        lesson_id: 'l-1',
        completed_at: new Date().toISOString(),
        best_score: 100,
        attempts: 1,
      });
      for (const [id, kind, amount] of [
        [lessonXp, 'lesson_completed', 10],
        [quizXp, 'quiz_passed', 15],
      ] as const) {
        server.derive('xp_events', { id, user_id: userId, kind, amount, source_id: 'l-1' });
      }
    };
    transport.offline = false;
    expect(await sync()).toMatchObject({ pushed: 1, removed: 0, xpDifference: 0 });
    expect(await db.lessonProgress.get(progressId)).toMatchObject({
      bestScore: 100,
      serverSeq: anySeq,
    });
    const events = await db.xpEvents.toArray();
    expect(events.map((e) => [e.id, e.serverSeq !== null, e.deleted]).sort()).toEqual(
      [
        [lessonXp, true, false],
        [quizXp, true, false],
      ].sort(),
    );
    expect(await xpTotal()).toBe(25);
    expect(await storedTotals(db, userId)).toEqual(await recomputedTotals(db));
  });

  it('a provisional badge: the server is asked to evaluate (an empty push) before judging it', async () => {
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Lunch',
      amountOre: 5_000,
    });
    const purchaseAward = (await db.xpEvents.toArray())[0] as XpEventRow;
    server.afterPush = (_, ops) => {
      if (ops.some((op) => op.table === 'transactions')) {
        server.derive('xp_events', {
          id: purchaseAward.id,
          user_id: userId,
          kind: 'purchase_logged',
          amount: 5,
          source_id: purchaseAward.sourceId,
        });
      }
    };
    await sync();
    const evaluation = await evaluateGamification(db, userId, new Date(), catalogue);
    expect(evaluation.badges.map((b) => b.badgeId)).toEqual(['first-purchase']);
    const badge = evaluation.badges[0]!;
    expect(await db.outbox.count()).toBe(0);

    const pushes: PushOp[][] = [];
    server.afterPush = (_, ops) => {
      pushes.push(ops);
      server.derive('earned_badges', {
        id: badge.id,
        user_id: userId,
        badge_id: 'first-purchase',
        earned_at: new Date().toISOString(),
      });
    };
    expect(await sync()).toMatchObject({ pushed: 0, removed: 0, xpDifference: 0 });
    expect(pushes).toEqual([[]]);
    expect(await db.earnedBadges.get(badge.id)).toMatchObject({
      deleted: false,
      serverSeq: anySeq,
    });
    // Nothing provisional left: the next run does not ask again.
    await sync();
    expect(pushes).toHaveLength(1);
  });

  it('a badge the server does not grant is removed and never awarded again here', async () => {
    await addTransaction(db, userId, {
      type: 'expense',
      category: 'food',
      description: 'Lunch',
      amountOre: 5_000,
    });
    await evaluateGamification(db, userId, new Date(), catalogue);
    expect(await db.earnedBadges.count()).toBe(1);
    expect(await sync()).toMatchObject({ removed: 2, xpDifference: -5 });
    expect(await db.earnedBadges.filter((b) => !b.deleted).count()).toBe(0);
    const again = await evaluateGamification(db, userId, new Date(), catalogue);
    expect(again.badges).toEqual([]);
    expect(await db.earnedBadges.filter((b) => !b.deleted).count()).toBe(0);
  });
});
