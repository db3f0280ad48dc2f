import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { markNoSpendDay, noSpendDayState } from '@/data/repos/no-spend';
import { useUserData } from '@/data/session';
import { dayKey } from '@/lib/dates';

import { gamificationCopy } from '../copy';

export type NoSpendDay = {
  /** 'Ingen utgift idag' can be marked now: no expense logged today and not marked yet. */
  available: boolean;
  /** Today is already marked as a no-spend day. */
  done: boolean;
  /**
   * Marks today (5 XP, once a day). Rejects with an Error whose message is Swedish and ready
   * for a toast: NoSpendDayRefusedError when an expense is logged today, or a not-ready error
   * before the user's data has opened; a full device rejects with the quota error (map it with
   * writeErrorText like the other forms).
   */
  mark: () => Promise<void>;
};

/** 'Ingen utgift idag' for today (Stockholm), live. */
export function useNoSpendDay(now?: Date): NoSpendDay {
  const data = useUserData();
  const at = now ?? new Date();
  const day = dayKey(at);
  const state = useLiveQuery(
    () => (data ? noSpendDayState(data.db, data.userId, at) : undefined),
    [data, day],
  );
  const mark = useCallback(async (): Promise<void> => {
    if (!data) throw new Error(gamificationCopy.notReady);
    await markNoSpendDay(data.db, data.userId, now ?? new Date());
  }, [data, now]);
  return {
    available: state !== undefined && !state.done && !state.expenseToday,
    done: state?.done ?? false,
    mark,
  };
}
