import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { goals as goalsQuery } from '@/data/queries';
import { RepoError } from '@/data/repos/errors';
import {
  addDeposit,
  BASIC_ACTIVE_GOAL_LIMIT,
  createGoal,
  deleteGoal,
  isActiveGoal,
  updateGoal,
} from '@/data/repos/goals';
import { useUserData } from '@/data/session';
import type { SavingsGoalRow } from '@/data/types';
import type { Ore } from '@/lib/money';

import type { CheckedGoal } from '../rules/goal-form';

export { BASIC_ACTIVE_GOAL_LIMIT };
export { writeErrorText } from '@/data/write-error';
export type Goal = SavingsGoalRow;

export type GoalsView = {
  goals: Goal[];
  active: Goal[];
  /** The Basic plan's 5 active goals are in use: no new goal until one is reached or removed. */
  limitReached: boolean;
};

/** The user's savings goals, live. */
export function useGoals(): GoalsView | undefined {
  const data = useUserData();
  return useLiveQuery(async () => {
    const goals = data ? await goalsQuery(data.db, data.userId) : [];
    const active = goals.filter(isActiveGoal);
    return { goals, active, limitReached: active.length >= BASIC_ACTIVE_GOAL_LIMIT };
  }, [data]);
}

export const isGoalLimitError = (error: unknown) =>
  error instanceof RepoError && error.message === 'goal limit reached';

/** Goal writes; each is one local Dexie transaction with its outbox op. */
export function useGoalActions() {
  const data = useUserData();
  const need = useCallback(() => {
    if (!data) throw new Error('No user database open');
    return data;
  }, [data]);

  return {
    create: useCallback(
      async (goal: CheckedGoal) => {
        const { db, userId } = need();
        return createGoal(db, userId, goal);
      },
      [need],
    ),
    update: useCallback(
      async (id: string, goal: CheckedGoal) => updateGoal(need().db, id, goal),
      [need],
    ),
    remove: useCallback(async (id: string) => deleteGoal(need().db, id), [need]),
    /** Positive: a deposit; negative: a withdrawal. */
    move: useCallback(
      async (id: string, amountOre: Ore) => addDeposit(need().db, id, amountOre),
      [need],
    ),
  };
}
