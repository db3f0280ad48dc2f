import { useState } from 'react';

import { showToast } from '@/components/toast';
import { useAuthStore } from '@/stores/auth-store';

import {
  fetchLeaderboard,
  fetchStanding,
  joinCompetition,
  leaveCompetition,
  type LeaderboardRow,
  type Period,
  type Scope,
  type Standing,
} from '../api/competition-api';
import { competitionCopy as copy } from '../copy';
import { invalidateRemote, useRemote, type RemoteState } from './remote-cache';
import { useOnline } from './use-online';

type Remote<T> = RemoteState<T> & { refetch: () => void; online: boolean };

const useUserId = () => useAuthStore((state) => state.user?.id ?? null);

/** Whether the signed-in user is a teen (roll 'barn'): only teens take part. */
export function useIsTeen(): boolean {
  return useAuthStore((state) => state.user?.role === 'barn');
}

/** The caller's own standing this month (joined, place, participants, own kronor saved). */
export function useStanding(enabled = true): Remote<Standing> {
  const userId = useUserId();
  const online = useOnline();
  const remote = useRemote(userId ? `standing:${userId}` : null, fetchStanding, enabled && online);
  return { ...remote, online };
}

export function useLeaderboard(period: Period, scope: Scope): Remote<LeaderboardRow[]> {
  const userId = useUserId();
  const online = useOnline();
  const remote = useRemote(
    userId ? `leaderboard:${userId}:${period}:${scope}` : null,
    () => fetchLeaderboard(period, scope),
    online,
  );
  return { ...remote, online };
}

export type Membership = {
  pending: boolean;
  join: () => Promise<boolean>;
  leave: () => Promise<boolean>;
};

/** Join and leave, with toasts; both refresh the standing and every leaderboard on screen. */
export function useMembership(): Membership {
  const userId = useUserId();
  const [pending, setPending] = useState(false);

  const refresh = () =>
    Promise.all([
      invalidateRemote(`standing:${userId}`),
      invalidateRemote(`leaderboard:${userId}`),
    ]);

  async function run(action: () => Promise<void>, failTitle: string): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    try {
      await action();
      await refresh();
      return true;
    } catch (error) {
      showToast(failTitle, error instanceof Error ? error.message : copy.errors.generic, 'error');
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    join: () =>
      run(async () => {
        const name = await joinCompetition();
        showToast(copy.invite.joinedTitle, copy.invite.joined(name), 'success');
      }, copy.errors.joinFailed),
    leave: () =>
      run(async () => {
        await leaveCompetition();
        showToast(copy.leave.left, copy.leave.leftText, 'info');
      }, copy.errors.leaveFailed),
  };
}
