import type { SlantisDb } from '@/data/db';
import { loadBehaviourStats as loadStats } from '@/data/queries/behaviour';
import type { BehaviourStats } from '@/lib/gamification';

import { COURSE_CATALOGUE } from './catalogue';

/** Every BehaviourStats count of the user, from Dexie, with the learning catalogue's courses. */
export function loadBehaviourStats(
  db: SlantisDb,
  userId: string,
  now: Date = new Date(),
): Promise<BehaviourStats> {
  return loadStats(db, userId, now, COURSE_CATALOGUE);
}
