import { courseById } from '@/content';
import type { CourseSummary } from '@/content';

export const SECURITY_COURSE_ID = 'sakerhet';
export const SECURITY_COURSE_PATH = '/sakerhet/kurs';

/** The security course, if its content is there. */
export function securityCourse(): CourseSummary | undefined {
  return courseById(SECURITY_COURSE_ID);
}

/** '5 moduler • 41 min totalt', counted from the course so it stays true. */
export function courseSummary(course: Pick<CourseSummary, 'lessons'>): string {
  const minutes = course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  const modules = course.lessons.length === 1 ? '1 modul' : `${course.lessons.length} moduler`;
  return `${modules} • ${minutes} min totalt`;
}

/** A module in the course player: /sakerhet/kurs?lektion=<id>. */
export function moduleHref(lessonId: string): string {
  return `${SECURITY_COURSE_PATH}?lektion=${encodeURIComponent(lessonId)}`;
}

/** /login, coming back to `href` after signing in. */
export function loginHref(href: string): string {
  return `/login?redirect=${encodeURIComponent(href)}`;
}
