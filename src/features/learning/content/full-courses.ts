import type { Course } from '@/content/types';

// Every course with all lesson texts, read straight from ./courses. For content checks in
// tests only: the app itself loads summaries and one lesson at a time.
const modules = import.meta.glob<Record<string, unknown>>('./courses/*.ts', { eager: true });

const isCourse = (value: unknown): value is Course =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Course).id === 'string' &&
  Array.isArray((value as Course).lessons);

export const fullCourses: Course[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isCourse),
);
