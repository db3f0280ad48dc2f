import { useCallback, useEffect, useState } from 'react';

import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { parentHome, type ParentHome } from '../api/family-api';

/** The last answer per signed-in user, kept while the app runs (shown offline, with its time). */
type Entry = { userId: string; data: ParentHome; at: number };
const lastLoaded = new Map<string, Entry>();

/** Forgets the kept answers (tests; a different user signs in on the same tab). */
export function forgetParentHome(): void {
  lastLoaded.clear();
}

export type ParentHomeState = {
  /** The children, from the server or (offline, after an error) the last loaded answer. */
  data: ParentHome | undefined;
  /** When `data` was loaded (ms since epoch). */
  loadedAt: number | undefined;
  /** True while `data` is an older answer because the server cannot be reached. */
  stale: boolean;
  loading: boolean;
  error: string | null;
  online: boolean;
  reload: () => void;
  /** Takes a task off the waiting list at once (the server's answer follows with reload). */
  dropWaiting: (taskId: string) => void;
};

/**
 * A guardian's children for the parent home (public.parent_home): loaded on open and whenever the
 * browser comes back online; while offline or after an error, the last answer stays with a note.
 */
export function useParentHome(): ParentHomeState {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const online = useOnline();
  const kept = userId ? lastLoaded.get(userId) : undefined;
  const [entry, setData] = useState(kept);
  // Never another user's children (a shared computer: one signs out, the next signs in).
  const data = entry && entry.userId === userId ? entry : undefined;
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // The round whose request has settled: a newer round (or coming online) is loading.
  const [settled, setSettled] = useState(-1);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading = userId !== null && online && settled !== round;

  useEffect(() => {
    if (!userId || !online) return;
    let current = true;
    parentHome().then(
      (answer) => {
        if (!current) return;
        const loaded = { userId, data: answer, at: Date.now() };
        lastLoaded.set(userId, loaded);
        setData(loaded);
        setError(null);
        setSettled(round);
      },
      (e: unknown) => {
        if (!current) return;
        setError(e instanceof Error ? e.message : String(e));
        setSettled(round);
      },
    );
    return () => {
      current = false;
      // Coming back online loads again.
      setSettled(-1);
    };
  }, [userId, online, round]);

  const dropWaiting = useCallback(
    (taskId: string) =>
      setData((shown) => {
        if (!shown) return shown;
        const children = shown.data.children.map((child) => ({
          ...child,
          waiting: child.waiting.filter((task) => task.id !== taskId),
        }));
        const next = { ...shown, data: { children } };
        lastLoaded.set(next.userId, next);
        return next;
      }),
    [],
  );

  return {
    data: data?.data,
    loadedAt: data?.at,
    stale: data !== undefined && (!online || error !== null),
    loading: loading && data === undefined,
    error,
    online,
    reload,
    dropWaiting,
  };
}
