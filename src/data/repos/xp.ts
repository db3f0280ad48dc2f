import { dayRange } from '@/lib/dates';
import type { XpKind } from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';

import { aggregateKeys, applyDeltas, readAggregate, xpEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { notifyAwards } from '../signals';
import type { EarnedBadgeRow, XpEventRow } from '../types';

/**
 * Writing XP awards (docs/gamification.md): one xp_events row per (user, kind, source), with a
 * name-based id. Since issue 19 the server derives every award from the facts it receives, with
 * the same ids; the device's rows are provisional (XP, levels and celebrations at once, offline
 * too), never pushed, and replaced by the server's copy on pull or settled by sync/reconcile.ts.
 */

/** One award to write; `amount` 0 writes nothing (the ladder or cap is used up). */
export type XpAward = { kind: XpKind; sourceId: string; amount: number };
/** An award with its id, made before the Dexie transaction (hashing is not IndexedDB work). */
export type PlannedAward = XpAward & { id: string };

/** The id of an award: the same on every device (learning.ts made the first ones this way). */
export const xpEventId = (userId: string, kind: string, sourceId: string): Promise<string> =>
  nameBasedUuid('xp', userId, kind, sourceId);

/** The id of an earned badge: the same on every device. */
export const earnedBadgeId = (userId: string, badgeId: string): Promise<string> =>
  nameBasedUuid('earned_badges', userId, badgeId);

export async function planAwards(
  userId: string,
  awards: readonly XpAward[],
): Promise<PlannedAward[]> {
  return Promise.all(
    awards.map(async (award) => ({
      ...award,
      id: await xpEventId(userId, award.kind, award.sourceId),
    })),
  );
}

/**
 * The tables a write with awards touches (its own fact's outbox op included); add them to the
 * scope of the write's transaction.
 */
export const awardTables = (db: SlantisDb) => [db.xpEvents, db.outbox, db.aggregates];

/** Whether the award for this source is already recorded (from this or any synced device). */
export async function hasAward(
  db: SlantisDb,
  userId: string,
  kind: string,
  sourceId: string,
): Promise<boolean> {
  return (await db.xpEvents.where({ userId, kind, sourceId }).count()) > 0;
}

/** How many of these sources already have an award of `kind`. */
export async function awardsFor(
  db: SlantisDb,
  userId: string,
  kind: XpKind,
  sourceIds: readonly string[],
): Promise<number> {
  if (sourceIds.length === 0) return 0;
  return db.xpEvents
    .where('[userId+kind+sourceId]')
    .anyOf(sourceIds.map((sourceId) => [userId, kind, sourceId]))
    .count();
}

/**
 * purchase_logged awards already given on the Stockholm day holding `day`, by the day of their
 * source (the transaction's time), not of the award row: the server stamps xp_events.created_at
 * when it receives them, so a purchase logged offline yesterday and synced today still counts
 * on yesterday's ladder. Deleted transactions keep their award, so they count too.
 */
export async function purchaseAwardsOnDay(
  db: SlantisDb,
  userId: string,
  day: Date,
): Promise<number> {
  const { start, end } = dayRange(day);
  const ids = await db.transactions
    .where('[userId+occurredAt]')
    .between([userId, start.toISOString()], [userId, end.toISOString()], true, false)
    .primaryKeys();
  return awardsFor(db, userId, 'purchase_logged', ids);
}

/** goal_deposit awards already given for deposits made on the Stockholm day holding `day`. */
export async function depositAwardsOnDay(
  db: SlantisDb,
  userId: string,
  day: Date,
): Promise<number> {
  const { start, end } = dayRange(day);
  const ids = await db.goalDeposits
    .where('[userId+createdAt]')
    .between([userId, start.toISOString()], [userId, end.toISOString()], true, false)
    .primaryKeys();
  return awardsFor(db, userId, 'goal_deposit', ids);
}

/** What one write awarded: the new events and the XP total around them. */
export type AwardResult = { events: XpEventRow[]; xpBefore: number; xpAfter: number };

/**
 * Writes each award that gives XP and is not recorded yet (a tombstone of one the server
 * declined counts as recorded): the provisional row and the XP totals, no outbox op (the server
 * derives its own from the write's facts). Call inside a rw transaction over awardTables(db)
 * (and the write's own tables).
 */
export async function writeAwards(
  db: SlantisDb,
  userId: string,
  awards: readonly PlannedAward[],
  now: Date,
): Promise<AwardResult> {
  const xpBefore = await readAggregate(db, userId, aggregateKeys.xpTotal());
  const events: XpEventRow[] = [];
  for (const { id, kind, sourceId, amount } of awards) {
    if (!(amount > 0)) continue;
    if ((await db.xpEvents.get(id)) || (await hasAward(db, userId, kind, sourceId))) continue;
    const event: XpEventRow = {
      id,
      userId,
      kind,
      amount,
      sourceId,
      createdAt: now.toISOString(),
      serverSeq: null,
      version: null,
      deleted: false,
      updatedAt: now.getTime(),
    };
    await db.xpEvents.add(event);
    await applyDeltas(db, userId, xpEffect(event));
    events.push(event);
  }
  const xpAfter = xpBefore + events.reduce((sum, event) => sum + event.amount, 0);
  return { events, xpBefore, xpAfter };
}

export const noAwards = (): AwardResult => ({ events: [], xpBefore: 0, xpAfter: 0 });

export const awardedXp = (result: AwardResult): number =>
  result.events.reduce((sum, event) => sum + event.amount, 0);

/** Tells the app what a committed write awarded (call after runLocalWrite resolves). */
export function announceAwards(
  userId: string,
  result: AwardResult,
  badges: readonly EarnedBadgeRow[] = [],
  catchUp = false,
): void {
  notifyAwards({ userId, events: result.events, badges, ...pick(result), catchUp });
}

const pick = ({ xpBefore, xpAfter }: AwardResult) => ({ xpBefore, xpAfter });
