import { useCallback, useState } from 'react';

import { useRemote } from '@/hooks/use-remote';

import * as api from '../api/money-year-api';

export function useMoneyYear(enabled = true) {
  return useRemote(enabled ? api.moneyYear : null);
}

/** A guardian's children, each with her money year. */
export function useChildrenMoneyYear(enabled = true) {
  return useRemote(enabled ? api.childrenMoneyYear : null);
}

export function useScamDrills(enabled = true) {
  return useRemote(enabled ? api.scamDrills : null);
}

/** The caller's report for the month of `month` (undefined: this month). */
export function useLearnedDone(month: string | undefined, enabled = true) {
  const load = useCallback(() => api.learnedDoneReport(month), [month]);
  return useRemote(enabled ? load : null);
}

/** A guardian's children and the reports they share. */
export function useChildrenLearnedDone(enabled = true) {
  return useRemote(enabled ? api.childrenLearnedDone : null);
}

/** Sends one drill answer at a time; resolves with the server's verdict or rejects. */
export function useAnswerDrill() {
  const [pending, setPending] = useState<string | null>(null);
  const answer = useCallback(async (drill: string, scam: boolean) => {
    setPending(drill);
    try {
      return await api.answerScamDrill(drill, scam);
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, answer };
}
