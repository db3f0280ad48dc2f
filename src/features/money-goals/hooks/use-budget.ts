import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { weekBudget, type WeekBudget } from '@/data/queries';
import { setWeeklyBudget } from '@/data/repos/budgets';
import { useUserData } from '@/data/session';
import { isoWeekOf, weekKey } from '@/lib/dates';
import type { Ore } from '@/lib/money';

export { writeErrorText } from '@/data/write-error';

export type WeekBudgetView = WeekBudget & { week: number };

/** This Stockholm ISO week's budget and spending, live. */
export function useWeekBudget(now?: Date): WeekBudgetView | undefined {
  const data = useUserData();
  const at = now ?? new Date();
  // Re-query when the week changes, not on every render.
  const week = weekKey(at);
  return useLiveQuery(async () => {
    const number = isoWeekOf(at).week;
    if (!data) return { weekStart: '', limitOre: null, spentOre: 0, week: number };
    return { ...(await weekBudget(data.db, data.userId, at)), week: number };
  }, [data, week]);
}

/** Sets the budget from this week on (it carries on until changed). */
export function useSetBudget() {
  const data = useUserData();
  return useCallback(
    async (weekStart: string, limitOre: Ore) => {
      if (!data) throw new Error('No user database open');
      await setWeeklyBudget(data.db, data.userId, weekStart, limitOre);
    },
    [data],
  );
}
