import {
  courses,
  isPublicLesson,
  lessonTextsVersion,
  loadLessonContent,
  peekLessonContent,
} from '@/content';
import type { LessonContent } from '@/content';

/**
 * Where a lesson's text comes from (issue 41 §9). A visitor lesson is a static file of the app
 * (@/content, cached by the service worker). A member lesson is in no public file: it comes from
 * the server through the member's session and is kept in her local database, so it opens offline
 * once read, or once its course is saved with 'Ladda ner kursen'. Opening one fetches the rest of
 * its course that this device lacks in the same call, so the next lesson opens at once, offline
 * too. Loaded only for members' lessons, so a visitor's course page never downloads the data layer.
 */
const memberRepo = () => import('@/data/repos/member-lessons');

const opened = new Map<string, LessonContent>();
const storedListeners = new Set<() => void>();

/** Calls `listener` when member lessons were stored on this device (the course is saved). */
export function onMemberLessonsStored(listener: () => void): () => void {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}
const opening = new Map<string, Promise<LessonContent>>();

/** A member lesson the server did not give: not signed in, or not hers to read. */
export class LessonNotGiven extends Error {
  override name = 'LessonNotGiven';
}

/** The ids of a lesson's course (the lesson alone if it has none). */
function courseLessonIds(lessonId: string): string[] {
  const course = courses.find((c) => c.lessons.some((lesson) => lesson.id === lessonId));
  return course?.lessons.map((lesson) => lesson.id) ?? [lessonId];
}

/** The member lessons of `ids` (not public), in order. */
const memberLessonIds = (ids: readonly string[]) => ids.filter((id) => !isPublicLesson(id));

async function loadMemberLesson(lessonId: string): Promise<LessonContent> {
  const { storedMemberLessons, fetchMemberLessons } = await memberRepo();
  const ids = memberLessonIds(courseLessonIds(lessonId));
  const stored = await storedMemberLessons(ids, lessonTextsVersion);
  const mine = stored.get(lessonId);
  if (mine?.current) return mine.content;
  try {
    const missing = ids.filter((id) => id === lessonId || !stored.get(id)?.current);
    const fetched = await fetchMemberLessons(missing);
    if (fetched.size > 0) storedListeners.forEach((listener) => listener());
    const content = fetched.get(lessonId);
    if (content) return content;
    throw new LessonNotGiven(lessonId);
  } catch (error) {
    // Offline, or the session ended: the copy stored earlier still reads.
    if (mine && !(error instanceof LessonNotGiven)) return mine.content;
    throw error;
  }
}

/**
 * A lesson's text, 'Testa själv' and quiz, kept in memory for this page. A failed load (offline
 * and never read, the session ended) is forgotten so the next attempt tries again.
 */
export function loadLesson(lessonId: string): Promise<LessonContent> {
  if (isPublicLesson(lessonId)) return loadLessonContent(lessonId);
  const known = opening.get(lessonId);
  if (known) return known;
  const promise = loadMemberLesson(lessonId).then((content) => {
    opened.set(lessonId, content);
    return content;
  });
  opening.set(lessonId, promise);
  promise.catch(() => opening.delete(lessonId));
  return promise;
}

/** A lesson's text if it has already loaded on this page, without waiting. */
export function peekLesson(lessonId: string): LessonContent | undefined {
  return peekLessonContent(lessonId) ?? opened.get(lessonId);
}
