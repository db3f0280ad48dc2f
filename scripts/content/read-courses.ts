import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCourses, type ContentFile } from '../../src/content/parse/parse-course.ts';
import type { Course } from '../../src/content/types.ts';

/** The course folders under `coursesDir`, each with its Markdown files (paths relative to `root`). */
export function courseFolders(coursesDir: string, root: string) {
  return readdirSync(coursesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = join(coursesDir, name);
      const files: (ContentFile & { absolute: string })[] = readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => {
          const absolute = join(dir, file);
          return {
            absolute,
            path: relative(root, absolute),
            source: readFileSync(absolute, 'utf8'),
          };
        });
      return { folder: relative(root, dir), files };
    });
}

/**
 * Every course of `coursesDir` (content/courses), parsed and checked. Throws a ContentError that
 * names the file and line of the first problem.
 */
export function readCourses(coursesDir: string, root: string): Course[] {
  return parseCourses(courseFolders(coursesDir, root));
}

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every course of the repository's content/courses with its lesson texts (for tests). */
export function readRepoCourses(): Course[] {
  return readCourses(join(REPO, 'content', 'courses'), REPO);
}

/** One course of the repository's content/courses with its lesson texts (for e2e and stack tests). */
export function readCourse(id: string): Course {
  const course = readRepoCourses().find((c) => c.id === id);
  if (!course) throw new Error(`No course '${id}' in content/courses`);
  return course;
}
