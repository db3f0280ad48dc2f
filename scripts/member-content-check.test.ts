import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { Course, Lesson } from '../src/content/types';
import { findLessonContent, lessonPhrases } from './member-content-check';

// Issue 41 §9: the check that no built file holds a member lesson's text or quiz.
const lesson = (id: string, words: string): Lesson => ({
  id,
  title: id,
  description: 'Om något.',
  type: 'text',
  minutes: 3,
  body: [{ kind: 'paragraph', text: `${words} och mycket mer att läsa om pengar här.` }],
  quiz: [
    {
      id: 'q1',
      question: `Vad handlar ${id} om egentligen, med egna ord?`,
      options: [
        { text: 'Ja', correct: true, explanation: `Rätt, det står i ${id} hela vägen ut.` },
        { text: 'Nej', correct: false, explanation: 'Nej, läs stycket en gång till och se.' },
      ],
    },
  ],
});
const courses: Course[] = [
  {
    id: 'publik',
    title: 'Publik',
    description: 'En publik kurs.',
    level: 'Nybörjare',
    audience: 'public',
    minutes: 6,
    xp: 10,
    lessons: [
      lesson('forsta', 'Den första lektionen är öppen för alla'),
      lesson('andra', 'Den andra lektionen är för medlemmar'),
    ],
  },
];

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'member-content-'));
  mkdirSync(join(dist, 'assets', 'lessons'), { recursive: true });
  // The visitor lesson is a public file, as the build writes it.
  writeFileSync(
    join(dist, 'assets', 'lessons', 'forsta.js'),
    JSON.stringify(courses[0]!.lessons[0]),
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('passes a build with the visitor lesson and no member lesson', () => {
  expect(findLessonContent(dist, courses)).toEqual({
    leaks: [],
    unseenVisitorLessons: [],
    memberLessons: 1,
    visitorLessons: 1,
  });
});

it('finds a member lesson in any built file, also with its letters escaped', () => {
  const member = courses[0]!.lessons[1]!;
  const escaped = JSON.stringify(member).replace(
    /[åäö]/g,
    (c) => `\\u00${c.charCodeAt(0).toString(16)}`,
  );
  writeFileSync(join(dist, 'assets', 'search-texts.js'), `export default ${escaped}`);
  const { leaks } = findLessonContent(dist, courses);
  expect(new Set(leaks.map((leak) => `${leak.lessonId} ${leak.file}`))).toEqual(
    new Set(['andra assets/search-texts.js']),
  );
  // Not the explanation both lessons share: that one is public in the visitor lesson.
  expect(leaks.map((leak) => leak.phrase)).not.toContain('Nej, läs stycket en gång till och se.');
  expect(leaks.length).toBeGreaterThanOrEqual(2);
});

it('fails when it cannot see the visitor lesson (a check that sees nothing proves nothing)', () => {
  rmSync(join(dist, 'assets', 'lessons', 'forsta.js'));
  expect(findLessonContent(dist, courses).unseenVisitorLessons).toEqual(['forsta']);
});

it('takes phrases from the text and the quiz', () => {
  const phrases = lessonPhrases(courses[0]!.lessons[1]!);
  expect(phrases.length).toBeGreaterThanOrEqual(3);
  expect(phrases.some((p) => p.includes('lektionen är för medlemmar'))).toBe(true);
  expect(phrases.some((p) => p.includes('läs stycket'))).toBe(true);
});
