import { useCallback } from 'react';

import { queueTaskReview } from '@/data/repos/tasks';
import { useUserData } from '@/data/session';
import { useRemote } from '@/hooks/use-remote';

import * as api from '../api/family-api';

export function useMyFamily() {
  return useRemote(api.myFamily);
}

export function useFamilyTasks(enabled: boolean) {
  return useRemote(enabled ? api.familyTasks : null);
}

export function useInsights(child: string | null) {
  const load = useCallback(() => api.parentInsights(child ?? ''), [child]);
  return useRemote(child ? load : null);
}

/**
 * A guardian's answer to a done task: online through review_task; offline queued in this
 * device's outbox and sent at the next sync (the server pays exactly once either way).
 */
export function useReviewTask() {
  const data = useUserData();
  return useCallback(
    async (taskId: string, approve: boolean): Promise<'sent' | 'queued'> => {
      if (!navigator.onLine && data) {
        await queueTaskReview(data.db, taskId, approve);
        return 'queued';
      }
      await api.reviewTask(taskId, approve);
      return 'sent';
    },
    [data],
  );
}

export { api as familyApi };
