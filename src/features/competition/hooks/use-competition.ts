import { useState } from 'react';

import { showToast } from '@/components/toast';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import {
  fetchLeaderboard,
  fetchStanding,
  isNicknameTaken,
  joinCompetition,
  leaveCompetition,
  type LeaderboardRow,
  type Period,
  type Scope,
  type Standing,
} from '../api/competition-api';
import { competitionCopy as copy } from '../copy';
import { invalidateRemote, useRemote, type RemoteState } from './remote-cache';

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

/** 'taken': someone else holds that nickname now (said by the caller, not in a toast). */
export type JoinOutcome = 'done' | 'taken' | 'failed';

export type Membership = {
  pending: boolean;
  /** Joins under `nickname` ('change': a new nickname while taking part). */
  join: (nickname?: string, mode?: 'join' | 'change') => Promise<JoinOutcome>;
  leave: () => Promise<boolean>;
};

/**
 * Join (or change the nickname) and leave, with toasts; each refreshes the standing and every
 * leaderboard on screen.
 */
export function useMembership(): Membership {
  const userId = useUserId();
  const [pending, setPending] = useState(false);

  const refresh = () =>
    Promise.all([
      invalidateRemote(`standing:${userId}`),
      invalidateRemote(`leaderboard:${userId}`),
    ]);

  async function run(action: () => Promise<void>, failTitle: string): Promise<JoinOutcome> {
    if (pending) return 'failed';
    setPending(true);
    try {
      await action();
      await refresh();
      return 'done';
    } catch (error) {
      if (isNicknameTaken(error)) return 'taken';
      showToast(failTitle, error instanceof Error ? error.message : copy.errors.generic, 'error');
      return 'failed';
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    join: (nickname, mode = 'join') =>
      run(
        async () => {
          const name = await joinCompetition(nickname);
          if (mode === 'change') {
            showToast(copy.nickname.changedTitle, copy.nickname.changed(name), 'success');
          } else {
            showToast(copy.invite.joinedTitle, copy.invite.joined(name), 'success');
          }
        },
        mode === 'change' ? copy.errors.changeFailed : copy.errors.joinFailed,
      ),
    leave: async () =>
      (await run(async () => {
        await leaveCompetition();
        showToast(copy.leave.left, copy.leave.leftText, 'info');
      }, copy.errors.leaveFailed)) === 'done',
  };
}
