import { useEffect, useState } from 'react';

import { useAuthStore } from '@/stores/auth-store';

import type { ProgressMap } from '../rules/resume';

export type CourseProgress = {
  progress: ProgressMap;
  /** False while a signed-in user's progress is still being read. */
  loaded: boolean;
};

const EMPTY: ProgressMap = new Map();

/**
 * The signed-in user's progress on these lessons, live; empty for visitors. The local database
 * (Dexie) loads only for a member: the public course pages stay light for a first visit.
 */
export function useLessonProgress(lessonIds: readonly string[]): CourseProgress {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const lessons = lessonIds.join('|');
  // Whose progress on which lessons this is: a read for another user or list never shows.
  const key = userId && `${userId}:${lessons}`;
  const [read, setRead] = useState<{ key: string; progress: ProgressMap | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let active = true;
    let stop: (() => void) | undefined;
    import('@/data/repos/learning-live')
      .then(({ watchLessonProgress }) => {
        if (!active) return;
        stop = watchLessonProgress(lessons ? lessons.split('|') : [], (progress) =>
          setRead({ key, progress }),
        );
      })
      .catch((error: unknown) => console.error('[learning] could not load the progress', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [key, lessons]);

  if (!key) return { progress: EMPTY, loaded: true };
  if (read?.key !== key || !read.progress) return { progress: EMPTY, loaded: false };
  return { progress: read.progress, loaded: true };
}
