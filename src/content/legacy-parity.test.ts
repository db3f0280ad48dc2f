import { join } from 'node:path';

import { readCourses } from '../../scripts/content/read-courses';
import type { Course } from './types';

const modules = import.meta.glob<Record<string, Course>>(
  '../features/learning/content/courses/*.ts',
  {
    eager: true,
  },
);
const legacy = Object.values(modules).flatMap((exports) => Object.values(exports));
const root = join(__dirname, '..', '..');

it('the Markdown content is exactly the old TS catalogue', () => {
  const parsed = readCourses(join(root, 'content', 'courses'), root);
  expect(legacy).toHaveLength(12);
  expect(parsed.map((c) => c.id)).toEqual(legacy.map((c) => c.id));
  expect(parsed).toStrictEqual(legacy);
  expect(JSON.stringify(parsed)).toBe(JSON.stringify(legacy));
});
