import type { SlantisDb } from '../db';

/** The ids of the badges the user has earned, via the [userId+badgeId] index. */
export async function earnedBadgeIds(db: SlantisDb, userId: string): Promise<Set<string>> {
  const rows = await db.earnedBadges
    .where('[userId+badgeId]')
    .between([userId, ''], [userId, '\uffff'], true, true)
    .filter((row) => !row.deleted)
    .toArray();
  return new Set(rows.map((row) => row.badgeId));
}
