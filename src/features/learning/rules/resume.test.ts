import { describe, expect, it } from 'vitest';

import type { Course } from '@/content';

import {
  doneCount,
  openingLessonId,
  resumeIndex,
  selectLessonIndex,
  type ProgressMap,
} from './resume';

const lesson = (id: string) => ({
  id,
  title: id,
  description: '',
  type: 'text' as const,
  minutes: 1,
  body: [],
  quiz: [],
});
const course: Course = {
  id: 'c',
  title: 'C',
  description: '',
  level: 'Nybörjare',
  audience: 'free',
  minutes: 3,
  xp: 0,
  lessons: [lesson('a'), lesson('b'), lesson('c')],
};
const done = (...ids: string[]): ProgressMap =>
  new Map(ids.map((id) => [id, { completedAt: '2026-01-01T00:00:00Z', bestScore: 100 }]));

describe('resumeIndex', () => {
  it.each([
    [[], 0],
    [['a'], 1],
    [['a', 'b'], 2],
    [['b'], 0],
    [['a', 'c'], 1],
    [['a', 'b', 'c'], 0],
  ])('with %j done resumes at %i', (ids, expected) => {
    expect(resumeIndex(course, done(...ids))).toBe(expected);
  });
});

describe('selectLessonIndex', () => {
  it.each([
    ['b', [], 1],
    [undefined, ['a'], 1],
    ['nope', ['a', 'b'], 2],
    ['a', ['a', 'b'], 0],
  ] as const)('asked %s with %j done opens %i', (requested, ids, expected) => {
    expect(selectLessonIndex(course, requested, done(...ids))).toBe(expected);
  });
});

it('counts done lessons', () => {
  expect(doneCount(course, done('a', 'c', 'elsewhere'))).toBe(2);
  expect(doneCount(course, undefined)).toBe(0);
});

describe('openingLessonId', () => {
  it('is the lesson asked for, or for a visitor the first', () => {
    expect(openingLessonId(course, 'b', false)).toBe('b');
    expect(openingLessonId(course, 'b', true)).toBe('b');
    expect(openingLessonId(course, undefined, false)).toBe('a');
    expect(openingLessonId(course, 'nope', false)).toBe('a');
  });

  it("is unknown for a member's resume, which depends on their progress", () => {
    expect(openingLessonId(course, undefined, true)).toBeUndefined();
    expect(openingLessonId(course, 'nope', true)).toBeUndefined();
  });
});
