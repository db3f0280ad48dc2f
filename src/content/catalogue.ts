import summaries from 'virtual:course-summaries';

import type { CourseSummary } from './types';

// Every folder of content/courses is one course, so adding a course is adding a folder.
// The build turns them into summaries (titles and facts, see scripts/vite/content-plugin.ts);
// lesson texts load per lesson (./lesson-content.ts). Order and grouping are decided below.
const found: CourseSummary[] = summaries;

/** The courses in catalogue order (unknown ids last, by title). */
const ORDER = [
  'budgetering-101',
  'sparande-for-nyborjare',
  'banktjanster-for-unga',
  'ekonomiska-begrepp',
  'forsta-jobbet',
  'forsakringar',
  'lan-och-krediter',
  'investera-for-framtiden',
  'kom-igang-med-slantis',
  'gratis-lektioner',
  'familjeverktyg',
  'sakerhet',
];
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

/** The public courses of /kurser/publika and the member courses of /kurser/medlemmar. */
export const PUBLIC_COURSE_IDS = [
  'budgetering-101',
  'sparande-for-nyborjare',
  'ekonomiska-begrepp',
  'banktjanster-for-unga',
];
export const MEMBER_COURSE_IDS = [
  'forsta-jobbet',
  'forsakringar',
  'lan-och-krediter',
  'investera-for-framtiden',
];
/** The course behind each course page of spec §2. */
export const COURSE_PAGES = {
  '/app/kurs': 'kom-igang-med-slantis',
  '/lektioner/kurs': 'gratis-lektioner',
  '/foraldrar/kurs': 'familjeverktyg',
  '/sakerhet/kurs': 'sakerhet',
} as const;

/** /lar-dig-mer: the catalogue in four groups and the recommended path of four steps. */
export const CATALOGUE_GROUPS = [
  {
    title: 'Budget och sparande',
    description: 'Grunderna: koll på pengarna in och ut, och att spara till det du vill ha.',
    courseIds: ['budgetering-101', 'sparande-for-nyborjare'],
  },
  {
    title: 'Bank och säkerhet',
    description: 'Konton, kort, Swish och hur du skyddar dig mot bedrägerier.',
    courseIds: ['banktjanster-for-unga', 'sakerhet'],
  },
  {
    title: 'Ekonomiska begrepp',
    description: 'Ränta, skatt, lån och andra ord som är bra att kunna.',
    courseIds: ['ekonomiska-begrepp', 'lan-och-krediter'],
  },
  {
    title: 'Jobb och framtid',
    description: 'Första lönen, försäkringar och att spara långsiktigt.',
    courseIds: ['forsta-jobbet', 'forsakringar', 'investera-for-framtiden'],
  },
] as const;

export const RECOMMENDED_PATH = [
  'budgetering-101',
  'sparande-for-nyborjare',
  'banktjanster-for-unga',
  'ekonomiska-begrepp',
] as const;
