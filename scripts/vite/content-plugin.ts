import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

import { ContentError } from '../../src/content/parse/content-error.ts';
import {
  parseCatalogue,
  type CatalogueStructure,
} from '../../src/content/parse/parse-catalogue.ts';
import { parseCourses } from '../../src/content/parse/parse-course.ts';
import type { Course } from '../../src/content/types.ts';
import { lessonContent, lessonTextsVersion, visitorLessonIds } from '../content/lesson-texts.ts';
import { courseFolders } from '../content/read-courses.ts';

/**
 * The one content loader. It reads the course folders of content/courses (Markdown with front
 * matter, README § Writing lessons), checks every file against src/content/schema.ts (a problem
 * fails the build with `file:line: reason`) and splits the courses into:
 * - `virtual:course-summaries`: every course with its lessons' titles and facts (in the shell);
 * - `virtual:catalogue`: content/catalogue.yaml (order, public and member lists, groups, path),
 *   and the version of this content's lesson texts (`lessonTextsVersion`);
 * - `virtual:lesson/<id>`: a visitor lesson's body, 'Testa själv' and quiz, each its own chunk
 *   under assets/lessons/, loaded when the lesson opens and cached by the service worker, so a
 *   lesson read once (or a course saved with 'Ladda ner kursen') opens offline;
 * - `virtual:lesson-loaders`: visitor lesson id → dynamic import of its chunk;
 * - `virtual:lesson-bodies`: the visitor lessons' readable text for search (one lazy chunk);
 * - `lesson-files.json` (build only): visitor lesson id → its chunk's URL (for 'Ladda ner
 *   kursen'), the search texts' URL (every cacheable content file of this version) and the
 *   lessons a visitor may read, which the service worker caches up front.
 * No other lesson's text or quiz is in any file the build writes (issue 41 §9): members read them
 * through their session (scripts/content/lesson-texts.ts); scripts/gen-gamification-sql.ts puts
 * them, with the answer keys, in the database.
 */
const SUMMARIES = 'virtual:course-summaries';
const CATALOGUE = 'virtual:catalogue';
/** content/catalogue.yaml, beside the courses folder. */
export const CATALOGUE_FILE = 'catalogue.yaml';
const LOADERS = 'virtual:lesson-loaders';
const BODIES = 'virtual:lesson-bodies';
const LESSON_PREFIX = 'virtual:lesson/';
export const LESSON_CHUNK_DIR = 'assets/lessons';
export const LESSON_FILES = 'lesson-files.json';

const virtualIds = [SUMMARIES, CATALOGUE, LOADERS, BODIES];
const resolved = (id: string) => `\0${id}`;

/** `coursesDir` is content/courses; file names in errors are relative to its parent's parent. */
export function contentPlugin(coursesDir: string): Plugin {
  const root = dirname(dirname(coursesDir));
  const catalogueFile = join(dirname(coursesDir), CATALOGUE_FILE);
  type Content = { courses: Course[]; structure: CatalogueStructure };
  let cache: ({ key: string } & Content) | undefined;

  function readContent(watch: (path: string) => void): Content {
    const folders = courseFolders(coursesDir, root);
    const files = [
      ...folders.flatMap((folder) => folder.files.map((f) => f.absolute)),
      catalogueFile,
    ];
    files.forEach(watch);
    const key = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join('|');
    if (cache?.key === key) return cache;
    const courses = parseCourses(folders);
    const structure = parseCatalogue(
      relative(root, catalogueFile),
      readFileSync(catalogueFile, 'utf8'),
      courses.map((course) => course.id),
    );
    cache = { key, courses, structure };
    return cache;
  }

  /** Reads the courses, turning a content problem into a build error that names file and line. */
  function contentOrError(context: {
    addWatchFile: (path: string) => void;
    error: (message: string) => never;
  }): Content {
    try {
      return readContent((path) => context.addWatchFile(path));
    } catch (error) {
      if (error instanceof ContentError) context.error(error.message);
      throw error;
    }
  }

  const lessonsOf = (courses: Course[]) => courses.flatMap((course) => course.lessons);

  /** The lessons anyone may read without an account: the only ones the build writes out. */
  const visitorLessons = (courses: Course[]) => {
    const ids = new Set(visitorLessonIds(courses));
    return lessonsOf(courses).filter((lesson) => ids.has(lesson.id));
  };

  return {
    name: 'slantis-content',
    buildStart() {
      contentOrError(this);
    },
    resolveId(id) {
      if (virtualIds.includes(id) || id.startsWith(LESSON_PREFIX)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const { courses, structure } = contentOrError(this);
      const lessons = visitorLessons(courses);

      if (id === resolved(CATALOGUE)) {
        return [
          `export default ${JSON.stringify(structure)};`,
          `export const lessonTextsVersion = ${JSON.stringify(lessonTextsVersion(courses))};`,
        ].join('\n');
      }
      if (id === resolved(SUMMARIES)) {
        const summaries = courses.map((course) => ({
          ...course,
          lessons: course.lessons.map(({ body: _b, tryIt: _t, quiz: _q, ...lesson }) => lesson),
        }));
        return `export default ${JSON.stringify(summaries)};`;
      }
      if (id === resolved(LOADERS)) {
        const entries = lessons.map(
          ({ id: lessonId }) =>
            `${JSON.stringify(lessonId)}: () => import(${JSON.stringify(LESSON_PREFIX + lessonId)})`,
        );
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      if (id === resolved(BODIES)) {
        const bodies = Object.fromEntries(
          lessons.map(({ id: lessonId, body, tryIt }) => [lessonId, { body, tryIt }]),
        );
        return `export default ${JSON.stringify(bodies)};`;
      }
      if (id.startsWith(resolved(LESSON_PREFIX))) {
        const lessonId = id.slice(resolved(LESSON_PREFIX).length);
        const lesson = lessons.find((candidate) => candidate.id === lessonId);
        if (!lesson) return this.error(`No visitor lesson '${lessonId}' in ${coursesDir}`);
        return `export default ${JSON.stringify(lessonContent(lesson))};`;
      }
      return undefined;
    },
    generateBundle(_options, bundle) {
      const lessons: Record<string, string> = {};
      let searchTexts: string | undefined;
      for (const chunk of Object.values(bundle)) {
        const facade = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        if (facade?.startsWith(resolved(LESSON_PREFIX))) {
          lessons[facade.slice(resolved(LESSON_PREFIX).length)] = `/${chunk.fileName}`;
        }
        if (facade === resolved(BODIES)) searchTexts = `/${chunk.fileName}`;
      }
      const source = JSON.stringify({
        lessons,
        searchTexts,
        visitorLessons: visitorLessonIds(cache?.courses ?? []),
      });
      this.emitFile({ type: 'asset', fileName: LESSON_FILES, source });
    },
  };
}

/** Output names that keep lesson chunks apart from the precached app chunks. */
export function lessonChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const facade = chunk.facadeModuleId ?? '';
  const content = facade.startsWith(resolved(LESSON_PREFIX)) || facade === resolved(BODIES);
  return content ? `${LESSON_CHUNK_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
