import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { knownPlan, onPlanChange, planFetchedAt, planOf, refreshPlan } from '@/data/plan';
import type { MyPlan } from '@/lib/plans';
import { useAuthStore } from '@/stores/auth-store';

/** A plan fetched this recently is not asked for again when another screen opens. */
const FRESH_MS = 60_000;

export type PlanView = {
  /** The family's plan: the last known one (also offline), Basic until it has been heard. */
  plan: MyPlan;
  /** The server has answered on this device at least once. */
  known: boolean;
  /** Asks the server again; resolves with the new plan, or null when it could not be reached. */
  refresh: () => Promise<MyPlan | null>;
};

/**
 * The signed-in member's plan (public.my_plan). Offline the last known plan counts; it is asked
 * for again when a screen using it opens with a session and a network, unless it is fresh.
 */
export function usePlan(): PlanView {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const hasSession = useAuthStore((state) => state.session !== null);
  const plan = useSyncExternalStore(onPlanChange, () => planOf(userId));
  const known = useSyncExternalStore(onPlanChange, () =>
    userId ? knownPlan(userId) !== null : false,
  );

  const refresh = useCallback(async () => {
    if (!userId || !hasSession) return null;
    try {
      return await refreshPlan(userId);
    } catch {
      return null;
    }
  }, [userId, hasSession]);

  useEffect(() => {
    if (!userId || !hasSession || !navigator.onLine) return;
    if (Date.now() - planFetchedAt(userId) < FRESH_MS) return;
    void refresh();
  }, [userId, hasSession, refresh]);

  return { plan, known, refresh };
}
