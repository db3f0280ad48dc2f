import { useLiveQuery } from 'dexie-react-hooks';

import { aggregateKeys, readAggregate } from '@/data/aggregates';
import { useUserData } from '@/data/session';
import { levelFromXp, type LevelProgress } from '@/lib/levels';

/**
 * The signed-in user's level, live from the XP total Dexie keeps: all the home's first screen
 * needs. The whole snapshot (useGamification: badges, streaks, the course catalogue) is read by
 * what follows it. undefined while loading; level 1 while signed out.
 */
export function useLevel(): LevelProgress | undefined {
  const data = useUserData();
  return useLiveQuery(
    async () =>
      levelFromXp(data ? await readAggregate(data.db, data.userId, aggregateKeys.xpTotal()) : 0),
    [data],
  );
}
