import { hasCode } from '@/data/remote/error-words';
import { useAction } from '@/hooks/use-action';
import { useAuthStore } from '@/stores/auth-store';

import {
  decideFlag,
  fetchCompetitionFlags,
  fetchStaffPrizes,
  markPrizeSent,
  reviewCompetitionNow,
  type CompetitionFlag,
  type StaffPrize,
} from '../api/staff-api';
import { prizeCopy as copy } from '../prize-copy';
import { invalidateRemote, useRemote } from './remote-cache';

export type StaffReview = {
  flags: CompetitionFlag[] | undefined;
  prizes: StaffPrize[] | undefined;
  /** The caller is not staff (the server answered 42501). */
  denied: boolean;
  error: Error | undefined;
  busy: boolean;
  decide: (flagId: string, decision: 'clear' | 'disqualify') => Promise<void>;
  reviewNow: () => Promise<void>;
  markSent: (claimId: string) => Promise<void>;
};

/** The flagged accounts and the staff's decisions; every answer comes from the server. */
export function useStaffReview(): StaffReview {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const remote = useRemote(userId ? `staff-flags:${userId}` : null, fetchCompetitionFlags);
  const prizes = useRemote(userId ? `staff-prizes:${userId}` : null, fetchStaffPrizes);
  const denied = hasCode(remote.error, '42501');
  const { busy, run: runAction } = useAction(
    async (action: () => Promise<string | null>) => {
      const done = await action();
      // A decision on a flag can release or withdraw a prize: both lists are read again.
      await Promise.all([
        invalidateRemote(`staff-flags:${userId}`),
        invalidateRemote(`staff-prizes:${userId}`),
      ]);
      return done;
    },
    {
      success: (done) => (done ? { title: copy.staff.title, message: done } : null),
      failure: (error) => ({
        title: copy.errors.generic,
        message: error instanceof Error ? error.message : '',
      }),
    },
  );
  const run = async (action: () => Promise<string | null>) => {
    await runAction(action);
  };

  return {
    flags: remote.data,
    prizes: prizes.data,
    denied,
    error: denied ? undefined : (remote.error ?? prizes.error),
    busy,
    decide: (flagId, decision) =>
      run(async () => {
        await decideFlag(flagId, decision);
        return decision === 'clear' ? copy.staff.outcome.cleared : copy.staff.outcome.disqualified;
      }),
    reviewNow: () => run(async () => copy.staff.reviewed(await reviewCompetitionNow())),
    markSent: (claimId) =>
      run(async () => {
        await markPrizeSent(claimId);
        return copy.staff.prizes.sentDone;
      }),
  };
}
