import { liveQuery, type Subscription } from 'dexie';

import { currentUserData, onUserDataChange, type UserData } from '../session';
import { progressFor } from './learning';

type ProgressMap = Awaited<ReturnType<typeof progressFor>>;

/**
 * Follows the signed-in user's progress on these lessons in their local database, live, across
 * the database opening and closing: `onChange` gets null while none is open. Loaded only for
 * members (features/learning's useLessonProgress imports it), so a visitor's course pages never download Dexie.
 */
export function watchLessonProgress(
  lessonIds: readonly string[],
  onChange: (progress: ProgressMap | null) => void,
): () => void {
  let watched: UserData | null = null;
  let subscription: Subscription | null = null;
  const follow = () => {
    const data = currentUserData();
    if (data?.db === watched?.db && data?.userId === watched?.userId) return;
    subscription?.unsubscribe();
    subscription = null;
    watched = data;
    onChange(null);
    if (!data) return;
    subscription = liveQuery(() => progressFor(data.db, data.userId, lessonIds)).subscribe({
      next: onChange,
      error: (error: unknown) => {
        console.error('[learning] could not read the progress', error);
        onChange(new Map());
      },
    });
  };
  const stopFollowing = onUserDataChange(follow);
  follow();
  return () => {
    stopFollowing();
    subscription?.unsubscribe();
  };
}
