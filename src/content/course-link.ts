import { COURSE_PAGES, MEMBER_COURSE_IDS, PUBLIC_COURSE_IDS } from './catalogue';

/** The page that plays a course, and the search that picks it there. */
export type CoursePagePath =
  '/kurser/publika/kurs' | '/kurser/medlemmar/kurs' | keyof typeof COURSE_PAGES;

export type CourseLink = { to: CoursePagePath; search: { kurs?: string } };

/** Where a course is played: its own page (COURSE_PAGES) or the public or member course page. */
export function courseLink(courseId: string): CourseLink {
  const fixed = (Object.keys(COURSE_PAGES) as (keyof typeof COURSE_PAGES)[]).find(
    (path) => COURSE_PAGES[path] === courseId,
  );
  if (fixed) return { to: fixed, search: {} };
  if (MEMBER_COURSE_IDS.includes(courseId)) {
    return { to: '/kurser/medlemmar/kurs', search: { kurs: courseId } };
  }
  if (PUBLIC_COURSE_IDS.includes(courseId)) {
    return { to: '/kurser/publika/kurs', search: { kurs: courseId } };
  }
  return { to: '/kurser/publika/kurs', search: { kurs: courseId } };
}

/** The same as a plain URL (for ?redirect= after login). */
export function courseHref(courseId: string, lessonId?: string): string {
  const { to, search } = courseLink(courseId);
  const params = new URLSearchParams(search);
  if (lessonId) params.set('lektion', lessonId);
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}

/** ?kurs= on a list's course page: the asked-for course if it's in the list, else the first. */
export function listedCourseId(ids: readonly string[], requested: string | undefined): string {
  return requested && ids.includes(requested) ? requested : (ids[0] ?? '');
}
