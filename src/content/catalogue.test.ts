import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { visitorLessonIds } from '../../scripts/content/lesson-texts';
import { readCourses } from '../../scripts/content/read-courses';
import {
  CATALOGUE_GROUPS,
  COURSE_PAGES,
  courseById,
  courses,
  MEMBER_COURSE_IDS,
  PUBLIC_COURSE_IDS,
  RECOMMENDED_PATH,
} from './catalogue';
import { isPublicLesson, loadLessonContent } from './lesson-content';
import { blockTexts } from './text';
import type { CourseSummary } from './types';

// Content integrity: the spec's counts and durations, and every quiz answerable and explained.
// fullCourses is every course of content/courses with its lesson texts, read as the build reads it.
const root = join(__dirname, '..', '..');
const fullCourses = readCourses(join(root, 'content', 'courses'), root);

const spec: [id: string, lessons: number, minutes: number, xp?: number][] = [
  ['budgetering-101', 8, 30],
  ['sparande-for-nyborjare', 6, 25],
  ['ekonomiska-begrepp', 12, 40],
  ['banktjanster-for-unga', 5, 20],
  ['kom-igang-med-slantis', 4, 12],
  ['gratis-lektioner', 4, 16],
  ['familjeverktyg', 5, 25],
  ['sakerhet', 5, 41],
];

const must = (id: string): CourseSummary => {
  const course = courseById(id);
  if (!course) throw new Error(`course ${id} is missing`);
  return course;
};

describe('course catalogue', () => {
  it.each(spec)('%s has %i lessons adding up to %i minutes', (id, lessons, minutes) => {
    const course = must(id);
    expect(course.lessons).toHaveLength(lessons);
    expect(course.minutes).toBe(minutes);
    expect(course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0)).toBe(minutes);
  });

  it('member courses give 150, 200, 120 and 500 XP', () => {
    expect(MEMBER_COURSE_IDS.map((id) => must(id).xp)).toEqual([150, 200, 120, 500]);
    for (const id of MEMBER_COURSE_IDS) expect(must(id).audience).toBe('member');
  });

  it('public courses are public, the lessons page is free, the family course is for parents', () => {
    for (const id of PUBLIC_COURSE_IDS) expect(must(id).audience).toBe('public');
    expect(must(COURSE_PAGES['/lektioner/kurs']).audience).toBe('free');
    expect(must(COURSE_PAGES['/foraldrar/kurs']).audience).toBe('parent');
  });

  it('every course the pages name exists', () => {
    const named = [
      ...PUBLIC_COURSE_IDS,
      ...MEMBER_COURSE_IDS,
      ...Object.values(COURSE_PAGES),
      ...RECOMMENDED_PATH,
      ...CATALOGUE_GROUPS.flatMap((group) => group.courseIds),
    ];
    for (const id of named) expect(courseById(id), id).toBeDefined();
    expect(CATALOGUE_GROUPS).toHaveLength(4);
    expect(RECOMMENDED_PATH).toHaveLength(4);
  });

  it('lesson ids are unique and fit the database’s lesson_id rule', () => {
    const ids = courses.flatMap((course) => course.lessons.map((lesson) => lesson.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
  });

  it('has the 12 courses and 66 lessons of content/courses, with their quizzes', () => {
    expect(fullCourses.map((course) => course.id)).toEqual([...courses.map((c) => c.id)].sort());
    const lessons = fullCourses.flatMap((course) => course.lessons);
    expect(lessons).toHaveLength(66);
    expect(lessons.reduce((sum, lesson) => sum + lesson.quiz.length, 0)).toBe(240);
    expect(lessons.filter((lesson) => lesson.tryIt)).toHaveLength(66);
    expect(fullCourses.find((c) => c.id === 'budgetering-101')!.lessons.map((l) => l.id)).toEqual([
      'budgetering-101-vad-ar-en-budget',
      'budgetering-101-inkomster-och-utgifter',
      'budgetering-101-fasta-och-rorliga-kostnader',
      'budgetering-101-din-forsta-veckobudget',
      'budgetering-101-50-30-20',
      'budgetering-101-sma-utgifter-som-vaxer',
      'budgetering-101-folj-upp-och-justera',
      'budgetering-101-nar-budgeten-spricker',
    ]);
  });

  it('lists every course file, in summaries without lesson texts (added at build time)', () => {
    expect(courses.map((course) => course.id).sort()).toEqual(
      fullCourses.map((course) => course.id).sort(),
    );
    for (const full of fullCourses) {
      const summary = courseById(full.id)!;
      const strip = ({ body: _b, tryIt: _t, quiz: _q, ...lesson }: (typeof full.lessons)[number]) =>
        lesson;
      expect(summary).toEqual({ ...full, lessons: full.lessons.map(strip) });
      for (const lesson of summary.lessons) expect(lesson).not.toHaveProperty('body');
    }
  });

  it('loads a visitor lesson’s text, try-it and quiz on demand, and has no member lesson’s', async () => {
    const visitor = new Set(visitorLessonIds(fullCourses));
    for (const full of fullCourses) {
      for (const { id, body, tryIt, quiz } of full.lessons) {
        expect(isPublicLesson(id), id).toBe(visitor.has(id));
        if (visitor.has(id)) expect(await loadLessonContent(id), id).toEqual({ body, tryIt, quiz });
        else await expect(loadLessonContent(id), id).rejects.toThrow();
      }
    }
    await expect(loadLessonContent('finns-inte')).rejects.toThrow();
  });

  describe.each(fullCourses.map((course) => [course.id, course] as const))('%s', (_, course) => {
    it('has a title, a description and lessons with text', () => {
      expect(course.title.trim()).not.toBe('');
      expect(course.description.trim()).not.toBe('');
      for (const lesson of course.lessons) {
        expect(lesson.title.trim(), lesson.id).not.toBe('');
        expect(lesson.description.trim(), lesson.id).not.toBe('');
        expect(lesson.minutes, lesson.id).toBeGreaterThan(0);
        expect(Number.isInteger(lesson.minutes), lesson.id).toBe(true);
        expect(lesson.body.length, lesson.id).toBeGreaterThan(0);
        for (const text of lesson.body.flatMap(blockTexts))
          expect(text.trim(), lesson.id).not.toBe('');
        if (lesson.tryIt) expect(lesson.tryIt.text.trim(), lesson.id).not.toBe('');
      }
    });

    it('has 3–5 quiz questions per lesson, each with exactly one right answer and every answer explained', () => {
      for (const lesson of course.lessons) {
        expect(lesson.quiz.length, lesson.id).toBeGreaterThanOrEqual(3);
        expect(lesson.quiz.length, lesson.id).toBeLessThanOrEqual(5);
        expect(new Set(lesson.quiz.map((q) => q.id)).size, lesson.id).toBe(lesson.quiz.length);
        for (const question of lesson.quiz) {
          const where = `${lesson.id} ${question.id}`;
          expect(question.question.trim(), where).not.toBe('');
          expect(question.options.length, where).toBeGreaterThanOrEqual(2);
          expect(question.options.length, where).toBeLessThanOrEqual(4);
          expect(
            question.options.filter((option) => option.correct),
            where,
          ).toHaveLength(1);
          for (const option of question.options) {
            expect(option.text.trim(), where).not.toBe('');
            expect(option.explanation.trim(), where).not.toBe('');
          }
        }
      }
    });
  });
});
