import structure, { lessonTextsVersion } from 'virtual:catalogue';
import summaries from 'virtual:course-summaries';

import type { CourseSummary } from './types';

// Every folder of content/courses is one course, so adding a course is adding a folder.
// The build turns them into summaries (titles and facts, see scripts/vite/content-plugin.ts);
// lesson texts load per lesson (./lesson-content.ts). Order, lists and groups come from
// content/catalogue.yaml; the pages that play one course each are fixed here.
const found: CourseSummary[] = summaries;

/** The courses in catalogue order (unknown ids last, by title): content/catalogue.yaml. */
const ORDER = structure.order;
const rank = (id: string) => {
  const index = ORDER.indexOf(id);
  return index === -1 ? ORDER.length : index;
};

export const courses: readonly CourseSummary[] = [...found].sort(
  (a, b) => rank(a.id) - rank(b.id) || a.title.localeCompare(b.title, 'sv'),
);

const byId = new Map(courses.map((course) => [course.id, course]));
export function courseById(id: string): CourseSummary | undefined {
  return byId.get(id);
}

/** The version of this build's lesson texts: a member's stored copies of another are refetched. */
export { lessonTextsVersion };

/** The public courses of /kurser/publika and the member courses of /kurser/medlemmar. */
export const PUBLIC_COURSE_IDS: readonly string[] = structure.publicCourses;
export const MEMBER_COURSE_IDS: readonly string[] = structure.memberCourses;
/** The course behind each course page of spec §2. */
export const COURSE_PAGES = {
  '/app/kurs': 'kom-igang-med-slantis',
  '/lektioner/kurs': 'gratis-lektioner',
  '/foraldrar/kurs': 'familjeverktyg',
  '/sakerhet/kurs': 'sakerhet',
} as const;

/** /lar-dig-mer: the catalogue in groups and the recommended path. */
export const CATALOGUE_GROUPS: readonly {
  title: string;
  description: string;
  courseIds: readonly string[];
}[] = structure.groups.map(({ courses: courseIds, ...group }) => ({ ...group, courseIds }));

export const RECOMMENDED_PATH: readonly string[] = structure.recommendedPath;
