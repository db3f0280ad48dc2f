import { useLiveQuery } from 'dexie-react-hooks';

import { progressFor } from '@/data/repos/learning';
import { useUserData } from '@/data/session';
import { useAuthStore } from '@/stores/auth-store';

import type { ProgressMap } from '../rules/resume';

export type CourseProgress = {
  progress: ProgressMap;
  /** False while a signed-in user's progress is still being read. */
  loaded: boolean;
};

const EMPTY: ProgressMap = new Map();

/** The signed-in user's progress on these lessons, live; empty for visitors. */
export function useLessonProgress(lessonIds: readonly string[]): CourseProgress {
  const signedIn = useAuthStore((state) => state.user !== null);
  const data = useUserData();
  const key = lessonIds.join('|');
  const progress = useLiveQuery(
    async () => (data ? progressFor(data.db, data.userId, key ? key.split('|') : []) : null),
    [data, key],
  );
  if (!signedIn) return { progress: EMPTY, loaded: true };
  if (!data || progress === undefined || progress === null) {
    return { progress: EMPTY, loaded: false };
  }
  return { progress, loaded: true };
}
