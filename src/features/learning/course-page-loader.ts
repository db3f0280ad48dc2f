import { courseById, courseHead, listedCourseId, PUBLIC_COURSE_IDS } from '@/content';

import { loadLesson } from './lesson-source';
import { openingLessonId } from './rules/resume';
import type { CourseSearch } from './schemas';

/**
 * The public course page's route loader (imported on demand, so the catalogue stays out of the
 * entry chunk): the course's title and description for the page's head, and the text of the
 * lesson the page opens with, loaded before it renders, so the page appears whole (no spinner)
 * and a prerendered one hydrates as its HTML. Never fails: a lesson that cannot load says so on
 * the page. Moving to another lesson on the page does not wait (the page stays, the lesson area
 * shows its own spinner). `openingLessonId` also tells the prerender which file to preload.
 */
export async function loadPublicCoursePage(
  search: CourseSearch,
  { signedIn, waitForLesson }: { signedIn: boolean; waitForLesson: boolean },
) {
  const course = courseById(listedCourseId(PUBLIC_COURSE_IDS, search.kurs));
  const lessonId = course && openingLessonId(course, search.lektion, signedIn);
  const loading = lessonId ? loadLesson(lessonId).catch(() => undefined) : undefined;
  if (waitForLesson) await loading;
  return { head: courseHead(course, 'publicCourse'), openingLessonId: lessonId };
}
