import { createHash } from 'node:crypto';

import type { Course, Lesson, LessonContent } from '../../src/content/types.ts';

/**
 * Issue 41 §9: who may read a lesson decides where its text lives.
 * - A visitor lesson (every free lesson, the first of each public course: src/content/locking.ts
 *   with no one signed in) is a public static chunk, cached by the service worker for offline use.
 * - Every other lesson's text and quiz live only in the database (private.lesson_texts, written by
 *   scripts/gen-gamification-sql.ts) and reach a signed-in member through public.lesson_texts,
 *   which keeps them on the device (IndexedDB) for offline reading.
 * The content plugin and the SQL generator both read this module, so they never disagree.
 */
export function isVisitorLesson(course: Pick<Course, 'audience'>, index: number): boolean {
  return course.audience === 'free' || (course.audience === 'public' && index === 0);
}

/** The ids of the lessons anyone may read without an account, in content order. */
export function visitorLessonIds(courses: readonly Course[]): string[] {
  return courses.flatMap((course) =>
    course.lessons.filter((_, index) => isVisitorLesson(course, index)).map((lesson) => lesson.id),
  );
}

/** What reading a lesson needs (its text, 'Testa själv' and quiz), as the app renders it. */
export function lessonContent({ body, tryIt, quiz }: Lesson): LessonContent {
  return tryIt ? { body, tryIt, quiz } : { body, quiz };
}

/**
 * One version for every lesson text of this content: a device keeps member lessons with the
 * version they came with and fetches them again once the app it runs carries another.
 */
export function lessonTextsVersion(courses: readonly Course[]): string {
  const hash = createHash('sha256');
  for (const course of courses)
    for (const lesson of course.lessons)
      hash.update(JSON.stringify([lesson.id, lessonContent(lesson)]));
  return hash.digest('hex').slice(0, 16);
}
