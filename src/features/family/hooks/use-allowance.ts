import { useCallback } from 'react';

import { useRemote } from '@/hooks/use-remote';

import * as api from '../api/allowance-api';

/** A child's agreement versions, newest first (the child's own or a guardian's child's). */
export function useAllowanceHistory(child: string | null) {
  const load = useCallback(() => api.allowanceHistory(child ?? ''), [child]);
  return useRemote(child ? load : null);
}

/** Interest rates on a child's goals (null: the caller's own). */
export function useGoalInterest(child: string | null, enabled = true) {
  const load = useCallback(() => api.goalInterestRates(child), [child]);
  return useRemote(enabled ? load : null);
}
