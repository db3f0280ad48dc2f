import { writeErrorText } from '@/data/write-error';
import { useAction } from '@/hooks/use-action';

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
  const action = useAction(() => noSpend.mark(), {
    success: () => ({ title: copy.savedTitle, message: copy.savedMessage }),
    failure: (error) =>
      writeErrorText(error, {
        title: copy.errorTitle,
        message: error instanceof Error ? error.message : copy.errorTitle,
      }),
  });
  const mark = () => void action.run();
  return { available: noSpend.available, done: noSpend.done, pending: action.busy, mark };
}
