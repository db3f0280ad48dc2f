import { useCallback, useState } from 'react';

import { showToast } from '@/components/toast';
import { useRemote } from '@/hooks/use-remote';

import * as api from '../api/friends-api';
import { friendsCopy as copy } from '../copy';

export function useFriendCode() {
  return useRemote(api.myFriendCode);
}

export function useFriends() {
  return useRemote(api.myFriends);
}

/** A guardian's waiting approvals (nothing loads while `enabled` is false). */
export function useFriendApprovals(enabled: boolean) {
  return useRemote(enabled ? api.familyFriendRequests : null);
}

/**
 * Runs one server action at a time with a toast for its outcome; `onDone` refreshes what is on
 * screen. Resolves true when the action went through. With `onRefused`, the server's refusal of
 * what was sent (api.isServerRefusal) goes there (to be said at the field) instead of a toast
 * that would ask to try again later.
 */
export function useFriendAction(onDone: () => void) {
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback(
    async <T>(
      key: string,
      action: () => Promise<T>,
      success: (result: T) => [string, string] | null,
      onRefused?: (message: string) => void,
    ): Promise<boolean> => {
      setPending(key);
      try {
        const result = await action();
        const toast = success(result);
        if (toast) showToast(toast[0], toast[1], 'success');
        onDone();
        return true;
      } catch (error) {
        if (onRefused && api.isServerRefusal(error)) {
          onRefused(error.message);
          return false;
        }
        showToast(
          copy.errors.generic,
          error instanceof Error ? error.message : copy.errors.generic,
          'error',
        );
        return false;
      } finally {
        setPending(null);
      }
    },
    [onDone],
  );
  return { pending, run };
}

export { api as friendsApi };
