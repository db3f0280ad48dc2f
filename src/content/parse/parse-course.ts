import type { z } from 'zod';

import { courseFileSchema, lessonContentSchema, lessonFileSchema } from '../schema.ts';
import type { Course, Lesson } from '../types.ts';
import { ContentError } from './content-error.ts';
import { splitFrontMatter } from './front-matter.ts';
import { parseLessonBody, type LineMap } from './lesson-body.ts';

/** One file of a course folder: its path (as shown in errors) and its text. */
export type ContentFile = { path: string; source: string };

export const COURSE_FILE = 'course.md';
/** Lesson files are numbered: the number gives the order, e.g. 01-vad-ar-en-budget.md. */
export const LESSON_FILE = /^(\d{2})-[a-z0-9-]+\.md$/;

/** Checks `value` with `schema`; the first problem becomes a ContentError at its line. */
export function check<T extends z.ZodType>(
  schema: T,
  value: unknown,
  file: string,
  lineOf: (path: PropertyKey[]) => number,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ContentError(file, lineOf(issue.path), `${field}${issue.message}`);
}

/** The line of the deepest known part of `path` (falls back to the file's first line). */
export const lineIn = (lines: LineMap) => (path: PropertyKey[]) => {
  for (let n = path.length; n > 0; n -= 1) {
    const line = lines.get(path.slice(0, n).join('.'));
    if (line !== undefined) return line;
  }
  return 1;
};

/** A lesson file: front matter (id, title, description, type, minutes) and the lesson body. */
export function parseLessonFile({ path, source }: ContentFile): Lesson {
  const { data, keyLines, body } = splitFrontMatter(path, source);
  const facts = check(lessonFileSchema, data, path, (p) => keyLines[String(p[0])] ?? 1);
  const [raw, lines] = parseLessonBody(path, body);
  const content = check(lessonContentSchema, raw, path, lineIn(lines));
  // A label must say what the lesson is: a step-by-step guide has its steps.
  if (facts.type === 'guide' && !content.body.some((block) => block.kind === 'steps')) {
    throw new ContentError(
      path,
      keyLines.type ?? 1,
      "type: a 'guide' lesson needs a :::steps block",
    );
  }
  return { ...facts, ...content };
}

/**
 * A course folder: `course.md` (the course's facts) and its numbered lesson files, in order.
 * The folder's name must be the course id.
 */
export function parseCourse(folder: string, files: ContentFile[]): Course {
  const courseFile = files.find((file) => file.path.endsWith(`/${COURSE_FILE}`));
  if (!courseFile)
    throw new ContentError(`${folder}/${COURSE_FILE}`, 1, 'the course file is missing');
  const { data, keyLines, body } = splitFrontMatter(courseFile.path, courseFile.source);
  const info = check(courseFileSchema, data, courseFile.path, (p) => keyLines[String(p[0])] ?? 1);
  const name = folder.split('/').at(-1);
  if (info.id !== name) {
    throw new ContentError(
      courseFile.path,
      keyLines.id ?? 1,
      `id must be the folder's name '${name}'`,
    );
  }
  const stray = body.find((line) => line.text.trim() !== '');
  if (stray)
    throw new ContentError(courseFile.path, stray.line, 'course.md holds front matter only');

  const lessonFiles = files
    .filter((file) => file !== courseFile)
    .map((file) => {
      const name = file.path.split('/').at(-1)!;
      if (!LESSON_FILE.test(name)) {
        throw new ContentError(
          file.path,
          1,
          'a lesson file is named NN-namn.md, e.g. 01-vad-ar-en-budget.md',
        );
      }
      return file;
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  if (lessonFiles.length === 0)
    throw new ContentError(courseFile.path, 1, 'the course has no lessons');
  lessonFiles.forEach((file, i) => {
    const number = Number(LESSON_FILE.exec(file.path.split('/').at(-1)!)![1]);
    if (number !== i + 1) {
      throw new ContentError(
        file.path,
        1,
        `expected lesson number ${String(i + 1).padStart(2, '0')}`,
      );
    }
  });
  return { ...info, lessons: lessonFiles.map(parseLessonFile) };
}

/** Every course, checked across courses too (lesson ids are unique in the whole catalogue). */
export function parseCourses(folders: { folder: string; files: ContentFile[] }[]): Course[] {
  const courses = folders.map(({ folder, files }) => parseCourse(folder, files));
  const seen = new Map<string, string>();
  courses.forEach((course, i) => {
    for (const lesson of course.lessons) {
      const other = seen.get(lesson.id);
      if (other) {
        const where = folders[i]!.folder;
        throw new ContentError(where, 1, `lesson id '${lesson.id}' is also used in ${other}`);
      }
      seen.set(lesson.id, course.id);
    }
  });
  return courses;
}
