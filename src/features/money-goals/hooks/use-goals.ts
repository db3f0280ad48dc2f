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
import { usePlan } from '@/hooks/use-plan';
import type { Ore } from '@/lib/money';
import { lockedGoalIds } from '@/lib/plans';

import type { CheckedGoal } from '../rules/goal-form';

export { BASIC_ACTIVE_GOAL_LIMIT };
export { writeErrorText } from '@/data/write-error';
export type Goal = SavingsGoalRow;

export type GoalsView = {
  goals: Goal[];
  active: Goal[];
  /** The plan's active goals are all in use: no new goal until one is reached or removed. */
  limitReached: boolean;
  /** Active goals beyond the plan's limit (after Familj ended): read-only, but can be deleted. */
  locked: ReadonlySet<string>;
  /** The plan's active goals (Basic: 5); null: no limit (Familj). */
  limit: number | null;
};

/** The user's savings goals, live, with what the family's plan allows. */
export function useGoals(): GoalsView | undefined {
  const data = useUserData();
  const { plan, known } = usePlan();
  const limit = plan.active_goals;
  return useLiveQuery(async () => {
    const goals = data ? await goalsQuery(data.db, data.userId) : [];
    const active = goals.filter(isActiveGoal);
    return {
      goals,
      active,
      limitReached: limit !== null && active.length >= limit,
      // Never heard the plan on this device (a Familj family's new phone): lock nothing yet.
      locked: known ? lockedGoalIds(goals, limit) : new Set<string>(),
      limit,
    };
  }, [data, limit, known]);
}

export const isGoalLimitError = (error: unknown) =>
  error instanceof RepoError && error.message === 'goal limit reached';

/** Goal writes; each is one local Dexie transaction with its outbox op. */
export function useGoalActions() {
  const data = useUserData();
  const limit = usePlan().plan.active_goals;
  const need = useCallback(() => {
    if (!data) throw new Error('No user database open');
    return data;
  }, [data]);

  return {
    create: useCallback(
      async (goal: CheckedGoal) => {
        const { db, userId } = need();
        return createGoal(db, userId, goal, limit);
      },
      [need, limit],
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
