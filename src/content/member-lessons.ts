import { courses } from './catalogue';
import { isPublicLesson } from './lesson-content';
import { lessonLock, type Viewer } from './locking';
import type { CourseSummary } from './types';

/**
 * The member lessons (issue 41 §9: in no public file; they come through the member's session) the
 * viewer may open, of one course or of the whole catalogue, in content order.
 */
export function openMemberLessonIds(
  viewer: Viewer,
  of: readonly CourseSummary[] = courses,
): string[] {
  return of.flatMap((course) =>
    course.lessons
      .filter(
        (lesson, index) => !isPublicLesson(lesson.id) && lessonLock(course, index, viewer) === null,
      )
      .map((lesson) => lesson.id),
  );
}
