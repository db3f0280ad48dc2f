// The badges count the catalogue's courses (the content layer).
import { courses, PUBLIC_COURSE_IDS } from '@/content';
import type { CourseCatalogue } from '@/data/queries/behaviour';

const publicIds = new Set(PUBLIC_COURSE_IDS);

/**
 * The courses a teen can finish, for 'Kursklar' (every public course, the /kurser/publika list)
 * and 'Allvetare' (every course): all courses but the parents-only family-tools course.
 */
export const COURSE_CATALOGUE: CourseCatalogue = courses
  .filter((course) => course.audience !== 'parent')
  .map((course) => ({
    id: course.id,
    lessonIds: course.lessons.map((lesson) => lesson.id),
    isPublic: publicIds.has(course.id),
  }));
