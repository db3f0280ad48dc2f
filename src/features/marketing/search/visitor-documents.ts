import competitionRulesCopy from 'virtual:page/competitionRules';
import familyPlanCopy from 'virtual:page/familyPlan';
import investmentsCopy from 'virtual:page/investments';
import parentsPage from 'virtual:page/parents';
import privacyCopy from 'virtual:page/privacy';
import rewardsCopy from 'virtual:page/rewards';
import savingsGoalsCopy from 'virtual:page/savingsGoals';
import servicesPage from 'virtual:page/services';
import termsCopy from 'virtual:page/terms';
import youthPage from 'virtual:page/youth';
import youthAccountCopy from 'virtual:page/youthAccount';

import { contentDocuments, courses, pages, type PageId } from '@/content';
import { type SearchDocument, type TopicCategory } from '@/lib/search';

import type { SitePath } from '../content-types';
import { parentsLabels, servicesLabels } from '../copy/page-labels';
import { searchPagesCopy } from '../copy/search-pages';
import { collectText } from './collect-text';
import { coursePageIsPublic, lessonIsOpen } from './visitor-access';

/** The lesson texts the learning search reads (loaded lazily). */
export type LessonTexts = NonNullable<Parameters<typeof contentDocuments>[0]>;

type VisitorPage = { page: PageId; path: SitePath; category?: TopicCategory; content?: unknown };

/** A designed page's text with the words of its design (buttons, badges, the example week). */
const parentsCopy = {
  cta: { join: parentsLabels.join },
  ...parentsPage,
  insight: { ...parentsPage.insight, sample: parentsLabels.sample },
};
const servicesCopy = {
  listLabel: servicesPage.listLabel,
  badges: servicesLabels.badges,
  accessHelp: servicesPage.accessHelp,
  items: servicesPage.items,
};

/** The public pages a visitor can land on from the landing page's search. */
const VISITOR_PAGES: readonly VisitorPage[] = [
  { page: 'youth', path: '/ungdom', content: youthPage },
  { page: 'parents', path: '/foraldrar', content: parentsCopy },
  { page: 'services', path: '/vara-tjanster', content: servicesCopy },
  { page: 'youthAccount', path: '/ungdomskonto', content: youthAccountCopy },
  { page: 'savingsGoals', path: '/sparmal', category: 'Sparande', content: savingsGoalsCopy },
  { page: 'familyPlan', path: '/familjepaket', content: familyPlanCopy },
  {
    page: 'investments',
    path: '/investeringar',
    category: 'Investeringar',
    content: investmentsCopy,
  },
  { page: 'rewards', path: '/belöningar', content: rewardsCopy },
  { page: 'competitionRules', path: '/tavlingsregler', content: competitionRulesCopy },
  { page: 'terms', path: '/anvandarvillkor', content: termsCopy },
  { page: 'privacy', path: '/integritetspolicy', content: privacyCopy },
  { page: 'learn', path: '/lar-dig-mer', content: searchPagesCopy.learn },
  { page: 'lessons', path: '/lektioner', content: searchPagesCopy.lessons },
  { page: 'publicCourses', path: '/kurser/publika', content: searchPagesCopy.publicCourses },
  { page: 'support', path: '/kundtjanst' },
  { page: 'faq', path: '/faq' },
  { page: 'contact', path: '/kontakt' },
];

const pageDocuments: readonly SearchDocument[] = VISITOR_PAGES.map(
  ({ page, path, category, content }) => {
    const { title, heading, intro } = pages[page];
    return {
      id: `page:${page}`,
      kind: 'page',
      title,
      description: intro,
      body: [heading === title ? '' : heading, collectText(content)].join(' ').trim(),
      category: category ?? 'Sida',
      href: path,
    };
  },
);

/**
 * What a visitor can search and open: the courses on public course pages with their open
 * lessons (every free lesson, the first lesson of each public course), and the public pages.
 * Nothing members-only, so no result bounces a visitor to the login page.
 */
export function visitorDocuments(texts: LessonTexts = {}): SearchDocument[] {
  const open = courses.filter(coursePageIsPublic);
  const openLessons = new Set(
    open.flatMap((course) =>
      course.lessons
        .filter((_, index) => lessonIsOpen(course, index))
        .map((lesson) => `lesson:${lesson.id}`),
    ),
  );
  const content = contentDocuments(texts, open).filter(
    (doc) => doc.kind !== 'lesson' || openLessons.has(doc.id),
  );
  return [...content, ...pageDocuments];
}
