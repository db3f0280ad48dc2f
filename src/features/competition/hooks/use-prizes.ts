import { useState } from 'react';

import { showToast } from '@/components/toast';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import {
  confirmPrizeClaim,
  fetchNotifications,
  fetchPrizeClaims,
  fetchWinners,
  markNotificationsRead,
  type AppNotification,
  type PrizeClaim,
  type Winner,
} from '../api/prizes-api';
import { prizeCopy as copy } from '../prize-copy';
import type { DeliveryDetails } from '../rules/prize-claim';
import { invalidateRemote, useRemote, type RemoteState } from './remote-cache';

const useUserId = () => useAuthStore((state) => state.user?.id ?? null);

/** Last closed month's podium (empty before the first close, or for anyone outside the league). */
export function useWinners(enabled = true): RemoteState<Winner[]> {
  const userId = useUserId();
  const online = useOnline();
  return useRemote(
    userId ? `winners:${userId}:month` : null,
    () => fetchWinners('month'),
    enabled && online,
  );
}

/** The caller's unread competition notifications, and marking one read. */
export function useNotices(): { notices: AppNotification[]; markRead: (id: string) => void } {
  const userId = useUserId();
  const online = useOnline();
  const remote = useRemote(userId ? `notifications:${userId}` : null, fetchNotifications, online);
  return {
    // Only the competition's own news here; everything else is in the notification centre.
    notices: (remote.data ?? []).filter(
      (notice) => notice.readAt === null && /^(competition_|prize_)/.test(notice.kind),
    ),
    markRead(id) {
      void markNotificationsRead([id])
        .catch(() => undefined)
        .then(() => invalidateRemote(`notifications:${userId}`));
    },
  };
}

/** The prize claims the caller follows: their own wins, or the children's they confirm. */
export function usePrizeClaims(): RemoteState<PrizeClaim[]> & { refetch: () => void } {
  const userId = useUserId();
  const online = useOnline();
  return useRemote(userId ? `prize-claims:${userId}` : null, fetchPrizeClaims, online);
}

/** Confirms delivery details; resolves with the server's refusal (Swedish) or null. */
export function useConfirmClaim(): {
  pending: boolean;
  confirm: (claimId: string, details: DeliveryDetails) => Promise<string | null>;
} {
  const userId = useUserId();
  const [pending, setPending] = useState(false);
  return {
    pending,
    async confirm(claimId, details) {
      setPending(true);
      try {
        await confirmPrizeClaim(claimId, details);
        showToast(copy.claims.form.savedTitle, copy.claims.form.saved, 'success');
        await invalidateRemote(`prize-claims:${userId}`);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : copy.errors.generic;
      } finally {
        setPending(false);
      }
    },
  };
}
