import { courseById, courseHref, courseLink, type courses } from '@/content';

import { MEMBER_PATHS, type SitePath } from '../content-types';

type Course = (typeof courses)[number];

/**
 * The course pages a visitor can open (spec §2 route table): the free lessons and the public
 * courses. '/app/kurs' and '/sakerhet/kurs' play public courses too, but on members-only pages.
 */
const VISITOR_COURSE_PAGES: ReadonlySet<string> = new Set([
  '/lektioner/kurs',
  '/kurser/publika/kurs',
]);

/** Whether a visitor can open the course's page. */
export function coursePageIsPublic(course: Course): boolean {
  return VISITOR_COURSE_PAGES.has(courseLink(course.id).to);
}

/**
 * Whether a visitor can read the lesson (spec §4: free lessons are open, a public course opens
 * its first lesson to everyone and the rest after login).
 */
export function lessonIsOpen(course: Course, lessonIndex: number): boolean {
  if (!coursePageIsPublic(course)) return false;
  return course.audience === 'free' || (course.audience === 'public' && lessonIndex === 0);
}

export type LessonLink = {
  title: string;
  courseTitle: string;
  minutes: number;
  href: string;
  open: boolean;
};

/** A lesson of the catalogue as a link, or null when the ids are unknown. */
export function lessonLink(courseId: string, lessonId: string): LessonLink | null {
  const course = courseById(courseId);
  const index = course?.lessons.findIndex((lesson) => lesson.id === lessonId) ?? -1;
  const lesson = course?.lessons[index];
  if (!course || !lesson) return null;
  return {
    title: lesson.title,
    courseTitle: course.title,
    minutes: lesson.minutes,
    href: courseHref(course.id, lesson.id),
    open: lessonIsOpen(course, index),
  };
}

/** Whether a page of the site needs login (members-only routes). */
export function pageNeedsLogin(path: SitePath): boolean {
  return MEMBER_PATHS.has(path);
}
