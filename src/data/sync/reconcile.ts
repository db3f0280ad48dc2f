import { applyDeltas, effectChange, xpEffect, type Delta } from '../aggregates';
import type { SlantisDb } from '../db';

/**
 * Issue 19 (fair play): the server derives XP, badges and lesson progress from the facts it
 * receives, with the same ids the device uses for its provisional rows. A pull puts the server's
 * copy over a provisional row; this settles the rest once the server has every fact.
 */

type Provisional = { userId: string; serverSeq: number | null; deleted: boolean };

/** A row of the user's the server has not confirmed (no server copy has replaced it yet). */
const isProvisional =
  (userId: string) =>
  (row: Provisional): boolean =>
    row.userId === userId && row.serverSeq === null && !row.deleted;

/** The XP of the provisional awards the device shows now (id → amount), read before a pull. */
export async function provisionalXp(db: SlantisDb, userId: string): Promise<Map<string, number>> {
  const rows = await db.xpEvents.filter(isProvisional(userId)).toArray();
  return new Map(rows.map((row) => [row.id, row.amount]));
}

/** Whether any provisional award, badge or lesson progress waits for the server's verdict. */
export async function hasProvisional(db: SlantisDb, userId: string): Promise<boolean> {
  const provisional = isProvisional(userId);
  return (
    (await db.xpEvents.filter(provisional).count()) > 0 ||
    (await db.earnedBadges.filter(provisional).count()) > 0 ||
    (await db.lessonProgress.filter(provisional).count()) > 0
  );
}

export type Reconciliation = {
  /** False when changes still wait in the outbox: nothing was removed this time. */
  settled: boolean;
  /** Provisional rows removed (awards, badges, lesson progress the server never derived). */
  removed: number;
  /** XP the device showed for the awards in `shown`. */
  shownXp: number;
  /** XP the device shows for them now (the server's amounts; 0 for a removed one). */
  countedXp: number;
  /** countedXp − shownXp: negative when the device showed more than the server counts. */
  difference: number;
};

/**
 * After a sync run whose push and pull completed: if the outbox is empty (the server has every
 * fact), provisional xp_events, earned_badges and lesson_progress rows the server never
 * confirmed (serverSeq null) become tombstones, and the XP totals move by the difference. A
 * tombstone also keeps the device from awarding the same id again; the server's row, should it
 * come later, replaces it on pull. Checked and done in one rw transaction, so a write made
 * during the sync (its fact in the outbox) is never touched. Also reports how the XP of the
 * awards in `shown` (provisionalXp before the pull) changed: pulled server copies with other
 * amounts count even when nothing could be removed.
 */
export async function reconcileProvisional(
  db: SlantisDb,
  userId: string,
  shown: ReadonlyMap<string, number>,
): Promise<Reconciliation> {
  const scope = [db.outbox, db.xpEvents, db.earnedBadges, db.lessonProgress, db.aggregates];
  return db.transaction('rw', scope, async () => {
    const settled = (await db.outbox.count()) === 0;
    let removed = 0;
    // Awards written during the sync (not in `shown`) and removed now were shown too.
    let alsoShown = 0;
    if (settled) {
      const at = Date.now();
      const gone = <T extends Provisional>(row: T): T => ({ ...row, deleted: true, updatedAt: at });
      const deltas: Delta[] = [];
      const events = await db.xpEvents.filter(isProvisional(userId)).toArray();
      for (const event of events) {
        deltas.push(...effectChange(xpEffect, event, gone(event)));
        if (!shown.has(event.id)) alsoShown += event.amount;
      }
      await db.xpEvents.bulkPut(events.map(gone));
      const badges = await db.earnedBadges.filter(isProvisional(userId)).toArray();
      await db.earnedBadges.bulkPut(badges.map(gone));
      const lessons = await db.lessonProgress.filter(isProvisional(userId)).toArray();
      await db.lessonProgress.bulkPut(lessons.map(gone));
      await applyDeltas(db, userId, deltas);
      removed = events.length + badges.length + lessons.length;
    }
    const current = await db.xpEvents.bulkGet([...shown.keys()]);
    const shownXp = [...shown.values()].reduce((sum, amount) => sum + amount, alsoShown);
    const countedXp = current.reduce((sum, row) => sum + (row && !row.deleted ? row.amount : 0), 0);
    return { settled, removed, shownXp, countedXp, difference: countedXp - shownXp };
  });
}
