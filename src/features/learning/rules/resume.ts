import type { CourseSummary } from '@/content';

/** What the player needs to know about a lesson the user has finished. */
export type LessonProgress = { completedAt: string | null; bestScore: number | null };
export type ProgressMap = ReadonlyMap<string, LessonProgress>;

export const isLessonDone = (progress: ProgressMap | undefined, lessonId: string): boolean =>
  Boolean(progress?.get(lessonId)?.completedAt);

/** How many of the course's lessons are done. */
export function doneCount(course: CourseSummary, progress: ProgressMap | undefined): number {
  return course.lessons.filter((lesson) => isLessonDone(progress, lesson.id)).length;
}

/** Resume: the first lesson without progress, else the first lesson (index into lessons). */
export function resumeIndex(course: CourseSummary, progress: ProgressMap | undefined): number {
  const index = course.lessons.findIndex((lesson) => !isLessonDone(progress, lesson.id));
  return index === -1 ? 0 : index;
}

/** The lesson the player shows: the one asked for in the URL if it exists, else resume. */
export function selectLessonIndex(
  course: CourseSummary,
  requestedId: string | undefined,
  progress: ProgressMap | undefined,
): number {
  if (requestedId) {
    const index = course.lessons.findIndex((lesson) => lesson.id === requestedId);
    if (index !== -1) return index;
  }
  return resumeIndex(course, progress);
}

/**
 * The lesson a course page opens with, when it can be known before any progress is read: the
 * one asked for, or for a visitor (no progress) the first. Undefined for a member's resume.
 */
export function openingLessonId(
  course: CourseSummary,
  requestedId: string | undefined,
  signedIn: boolean,
): string | undefined {
  const requested = course.lessons.some((lesson) => lesson.id === requestedId);
  if (signedIn && !requested) return undefined;
  return course.lessons[selectLessonIndex(course, requestedId, undefined)]?.id;
}
