import { describe, expect, it } from 'vitest';

import { lessonLock, type Viewer } from './locking';
import type { Audience, Course } from './types';

const course = (audience: Audience): Course => ({
  id: `c-${audience}`,
  title: 'Kurs',
  description: '',
  level: 'Nybörjare',
  audience,
  minutes: 10,
  xp: 100,
  lessons: [],
});

const visitor: Viewer = { signedIn: false, role: null };
const teen: Viewer = { signedIn: true, role: 'barn' };
const parent: Viewer = { signedIn: true, role: 'foralder' };

// audience × lesson index × viewer → lock reason
const table: [Audience, number, Viewer, ReturnType<typeof lessonLock>][] = [
  ['free', 0, visitor, null],
  ['free', 3, visitor, null],
  ['public', 0, visitor, null],
  ['public', 1, visitor, 'login'],
  ['public', 7, visitor, 'login'],
  ['public', 7, teen, null],
  ['public', 7, parent, null],
  ['member', 0, visitor, 'login'],
  ['member', 0, teen, null],
  ['member', 3, parent, null],
  ['parent', 0, visitor, 'login'],
  ['parent', 0, teen, 'parents-only'],
  ['parent', 4, parent, null],
];

describe('lessonLock', () => {
  it.each(table)('%s course, lesson %i, %j → %s', (audience, index, viewer, expected) => {
    expect(lessonLock(course(audience), index, viewer)).toBe(expected);
  });
});
