import { useLiveQuery } from 'dexie-react-hooks';

import { earnedBadgeIds, weekTotals, xpTotal } from '@/data/queries';
import { useUserData } from '@/data/session';
import { weekKey } from '@/lib/dates';
import { levelFromXp, type LevelProgress } from '@/lib/levels';

export type DashboardStats = {
  level: LevelProgress;
  weekXp: number;
  weekSavedOre: number;
  earnedBadgeIds: ReadonlySet<string>;
};

const EMPTY: DashboardStats = {
  level: levelFromXp(0),
  weekXp: 0,
  weekSavedOre: 0,
  earnedBadgeIds: new Set(),
};

/** Level, this week's XP and savings, and earned badges — live from the running totals. */
export function useDashboardStats(now?: Date): DashboardStats | undefined {
  const data = useUserData();
  const at = now ?? new Date();
  const week = weekKey(at);
  return useLiveQuery(async () => {
    if (!data) return EMPTY;
    const [total, totals, badges] = await Promise.all([
      xpTotal(data.db, data.userId),
      weekTotals(data.db, data.userId, at),
      earnedBadgeIds(data.db, data.userId),
    ]);
    return {
      level: levelFromXp(total),
      weekXp: totals.xp,
      weekSavedOre: totals.savedOre,
      earnedBadgeIds: badges,
    };
  }, [data, week]);
}
