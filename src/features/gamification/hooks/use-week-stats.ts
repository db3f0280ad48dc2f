import { useLiveQuery } from 'dexie-react-hooks';

import { weekTotals } from '@/data/queries';
import { useUserData } from '@/data/session';
import { weekKey } from '@/lib/dates';

export type WeekStats = {
  /** XP earned this Stockholm ISO week. */
  weekXp: number;
  /** Net öre put into savings goals this week. */
  weekSavedOre: number;
};

const EMPTY: WeekStats = { weekXp: 0, weekSavedOre: 0 };

/** This week's XP and savings for Översikt, live from the running totals. undefined while loading. */
export function useWeekStats(now?: Date): WeekStats | undefined {
  const data = useUserData();
  const at = now ?? new Date();
  const week = weekKey(at);
  return useLiveQuery(
    async () => {
      if (!data) return EMPTY;
      const totals = await weekTotals(data.db, data.userId, at);
      return { weekXp: totals.xp, weekSavedOre: totals.savedOre };
    },
    // `at` only matters by its week.
    [data, week],
  );
}
