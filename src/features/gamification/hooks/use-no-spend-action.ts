import { useState } from 'react';

import { showToast } from '@/components/toast';
import { writeErrorText } from '@/data/write-error';

import { dashboardCopy } from '../dashboard-copy';
import { useNoSpendDay } from './use-no-spend-day';

const copy = dashboardCopy.noSpend;

export type NoSpendAction = {
  available: boolean;
  done: boolean;
  pending: boolean;
  /** Marks today as a no-spend day and says how it went in a toast. */
  mark: () => void;
};

/** 'Ingen utgift idag' with its toasts: +5 XP on success, the reason in Swedish when refused. */
export function useNoSpendAction(now?: Date): NoSpendAction {
  const noSpend = useNoSpendDay(now);
  const [pending, setPending] = useState(false);
  const mark = () => {
    if (pending) return;
    setPending(true);
    noSpend
      .mark()
      .then(() => showToast(copy.savedTitle, copy.savedMessage, 'success'))
      .catch((error: unknown) => {
        const generic = {
          title: copy.errorTitle,
          message: error instanceof Error ? error.message : copy.errorTitle,
        };
        const text = writeErrorText(error, generic);
        showToast(text.title, text.message, 'error');
      })
      .finally(() => setPending(false));
  };
  return { available: noSpend.available, done: noSpend.done, pending, mark };
}
