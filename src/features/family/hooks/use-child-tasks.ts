import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { childTasks, markTaskDone } from '@/data/repos/tasks';
import { useUserData } from '@/data/session';
import type { TaskRow } from '@/data/types';

/** The signed-in child's tasks from the device (they arrive with the sync), live. */
export function useChildTasks(): TaskRow[] | undefined {
  const data = useUserData();
  return useLiveQuery(async () => (data ? childTasks(data.db, data.userId) : []), [data]);
}

/** Marks a task done on the device; the parent sees it after the next sync. */
export function useMarkTaskDone() {
  const data = useUserData();
  return useCallback(
    async (taskId: string) => {
      if (!data) throw new Error('No user database open');
      await markTaskDone(data.db, data.userId, taskId);
    },
    [data],
  );
}
