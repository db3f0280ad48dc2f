import {
  normalize,
  type ResultCategory,
  type SearchDocument,
  type TopicCategory,
} from '@/lib/search';

import { courses as allCourses } from '../catalogue';
import { courseHref } from '../course-link';
import { blockTexts } from '../text';
import type { CourseSummary, LessonContent } from '../types';

/** The spec's search categories for the courses that are about one topic. */
const COURSE_CATEGORY: Record<string, TopicCategory> = {
  'budgetering-101': 'Budget',
  'sparande-for-nyborjare': 'Sparande',
  'forsta-jobbet': 'Första jobbet',
  forsakringar: 'Försäkringar',
  'lan-och-krediter': 'Lån',
  'investera-for-framtiden': 'Investeringar',
};

/** Lessons in mixed courses get a topic from their title's word starts (normalised). */
const TITLE_TOPICS: [TopicCategory, string[]][] = [
  ['Budget', ['budget']],
  ['Sparande', ['spar', 'ranta pa ranta']],
  ['Lån', ['lan', 'kredit', 'skuld', 'ranta']],
  ['Försäkringar', ['forsakr']],
  ['Investeringar', ['invest', 'fond', 'aktie']],
  ['Första jobbet', ['lon', 'jobb', 'skatt', 'sommarjobb']],
];

function topicFromTitle(title: string): TopicCategory | undefined {
  const text = ` ${normalize(title).replace(/[^\p{L}\p{N}]+/gu, ' ')}`;
  return TITLE_TOPICS.find(([, stems]) => stems.some((stem) => text.includes(` ${stem}`)))?.[0];
}

/** Where a course, or one of its lessons, is played (one rule for the whole feature). */
export const coursePageHref = courseHref;

/** The lesson texts the search reads (the quiz is left out: it would give answers away). */
export type LessonTexts = Record<string, Pick<LessonContent, 'body' | 'tryIt'>>;

/** A lesson's readable text in one string. */
export function lessonText(content: Pick<LessonContent, 'body' | 'tryIt'> | undefined): string {
  if (!content) return '';
  const parts = content.body.flatMap(blockTexts);
  if (content.tryIt) parts.push(content.tryIt.text);
  return parts.join(' ');
}

/**
 * Search documents for every course and every lesson of `courses`; lessons are found by their
 * text once `texts` are loaded, by title and description before (and offline without them).
 */
export function contentDocuments(
  texts: LessonTexts = {},
  courses: readonly CourseSummary[] = allCourses,
): SearchDocument[] {
  const courseDocs: SearchDocument[] = [];
  const lessonDocs: SearchDocument[] = [];
  for (const course of courses) {
    const topic = COURSE_CATEGORY[course.id];
    courseDocs.push({
      id: `course:${course.id}`,
      kind: 'course',
      title: course.title,
      description: course.description,
      body: course.lessons.map((lesson) => lesson.title).join(' · '),
      category: topic ?? 'Kurs',
      href: coursePageHref(course.id),
    });
    for (const lesson of course.lessons) {
      const category: ResultCategory = topic ?? topicFromTitle(lesson.title) ?? 'Lektion';
      lessonDocs.push({
        id: `lesson:${lesson.id}`,
        kind: 'lesson',
        title: lesson.title,
        description: lesson.description,
        body: lessonText(texts[lesson.id]),
        category,
        href: coursePageHref(course.id, lesson.id),
      });
    }
  }
  return [...courseDocs, ...lessonDocs];
}
