import { useLiveQuery } from 'dexie-react-hooks';

import type { GamificationFacts } from '@/data/queries/behaviour';
import {
  gamificationSnapshot,
  loadGamificationSnapshot,
  type GamificationSnapshot,
} from '@/data/queries/gamification-snapshot';
import { useUserData } from '@/data/session';
import { dayKey } from '@/lib/dates';

import { COURSE_CATALOGUE } from '../catalogue';

const noFacts = (): GamificationFacts => ({
  transactions: [],
  goals: [],
  deposits: [],
  xpEvents: [],
  earnedBadgeIds: new Set(),
  lessons: [],
  tasks: [],
  xpTotal: 0,
});

/**
 * The signed-in user's XP, level, streaks, badge stats, earned badges and next badge, live from
 * Dexie (updates at once after a write or a sync). undefined while loading; a new user's empty
 * snapshot while signed out. `now` fixes the clock (tests); days are Stockholm days.
 */
export function useGamification(now?: Date): GamificationSnapshot | undefined {
  const data = useUserData();
  const at = now ?? new Date();
  const day = dayKey(at);
  return useLiveQuery(
    () =>
      data
        ? loadGamificationSnapshot(data.db, data.userId, at, COURSE_CATALOGUE)
        : gamificationSnapshot(noFacts(), at, COURSE_CATALOGUE),
    // `at` only matters by its day: a new day gives a new snapshot, a new render does not.
    [data, day],
  );
}
