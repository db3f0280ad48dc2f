import { pageHeads } from './page-heads';
import type { PageId } from './pages';
import { siteCopy } from './site-copy';
import type { CourseSummary } from './types';

/** The document title of a page, for a route's `head` option. */
export function pageTitle(id: PageId): string {
  const { title } = pageHeads[id];
  return title.includes(siteCopy.appName) ? title : `${title}${siteCopy.titleSuffix}`;
}

/** A route's `head`: the title, and the meta description where the page has one. */
export function pageHead(id: PageId) {
  const page: { title: string; description?: string } = pageHeads[id];
  const title = { title: pageTitle(id) };
  return {
    meta: page.description ? [title, { name: 'description', content: page.description }] : [title],
  };
}

/** A course page's `head`: the course's own title and description (shared links show them). */
export function courseHead(course: CourseSummary | undefined, fallback: PageId) {
  if (!course) return pageHead(fallback);
  return {
    meta: [
      { title: `${course.title}${siteCopy.titleSuffix}` },
      { name: 'description', content: course.description },
    ],
  };
}
