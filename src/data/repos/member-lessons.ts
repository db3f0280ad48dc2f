import type { LessonContent } from '@/content/types';

import { rpc } from '../remote/rpc';
import { currentUserData } from '../session';

/** What public.lesson_texts answers: the texts the member may read, and their version. */
type LessonTextsAnswer = { version: string; lessons: Record<string, LessonContent> };

/** A lesson stored on this device: its text, and whether it is of the app's content version. */
export type StoredLesson = { content: LessonContent; current: boolean };

/** The member lessons of `lessonIds` stored in the signed-in member's database. */
export async function storedMemberLessons(
  lessonIds: readonly string[],
  version: string,
): Promise<Map<string, StoredLesson>> {
  const db = currentUserData()?.db;
  if (!db) return new Map();
  const rows = await db.lessonTexts.bulkGet([...lessonIds]);
  return new Map(
    rows.flatMap((row) =>
      row ? [[row.lessonId, { content: row.content, current: row.version === version }]] : [],
    ),
  );
}

/**
 * Fetches member lessons through the member's session (issue 41 §9: they are in no public file)
 * and stores them for offline reading. Resolves with those the server gave: a lesson the member
 * may not read (a parents' lesson for a teen) is absent. Rejects with a RemoteError.
 */
export async function fetchMemberLessons(
  lessonIds: readonly string[],
): Promise<Map<string, LessonContent>> {
  const answer = await rpc<LessonTextsAnswer>('lesson_texts', { lesson_ids: lessonIds });
  const lessons = new Map(Object.entries(answer.lessons));
  const db = currentUserData()?.db;
  if (db && lessons.size > 0) {
    const storedAt = new Date().toISOString();
    await db.lessonTexts.bulkPut(
      [...lessons].map(([lessonId, content]) => ({
        lessonId,
        version: answer.version,
        content,
        storedAt,
      })),
    );
  }
  return lessons;
}

/**
 * The text of the member lessons of `lessonIds`, for the member's search: what this device lacks
 * (or holds of another version) comes in one call when online, the rest from the device; offline,
 * or when the call fails, the search reads what is stored.
 */
export async function memberLessonTexts(
  lessonIds: readonly string[],
  version: string,
): Promise<Record<string, LessonContent>> {
  const stored = await storedMemberLessons(lessonIds, version);
  const texts = Object.fromEntries([...stored].map(([id, { content }]) => [id, content]));
  const missing = lessonIds.filter((id) => !stored.get(id)?.current);
  if (missing.length === 0 || !navigator.onLine) return texts;
  const fetched = await fetchMemberLessons(missing).catch(() => new Map<string, LessonContent>());
  return { ...texts, ...Object.fromEntries(fetched) };
}
