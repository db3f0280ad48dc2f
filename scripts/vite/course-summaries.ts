import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * Course pages, cards, locks and progress need only titles and facts, while the lesson texts
 * are most of the bytes. This plugin reads the course modules (plain typed data) at build time
 * and splits them into:
 * - `virtual:course-summaries`: every course with its lessons' titles and facts (in the shell);
 * - `virtual:lesson/<id>`: one lesson's body, 'Testa själv' and quiz, each its own chunk under
 *   assets/lessons/, loaded when the lesson opens and cached by the service worker, so a lesson
 *   read once (or a course saved with 'Ladda ner kursen') opens offline;
 * - `virtual:lesson-loaders`: lesson id → dynamic import of its chunk;
 * - `virtual:lesson-bodies`: every lesson's readable text for the search page (one lazy chunk);
 * - `lesson-files.json` (build only): lesson id → its chunk's URL (for 'Ladda ner kursen'), the
 *   search texts' URL (every cacheable content file of this version) and the lessons a visitor
 *   may read, which the service worker caches up front.
 */
const SUMMARIES = 'virtual:course-summaries';
const LOADERS = 'virtual:lesson-loaders';
const BODIES = 'virtual:lesson-bodies';
const LESSON_PREFIX = 'virtual:lesson/';
export const LESSON_CHUNK_DIR = 'assets/lessons';
export const LESSON_FILES = 'lesson-files.json';

type Lesson = { id: string; body?: unknown; tryIt?: unknown; quiz?: unknown } & Record<
  string,
  unknown
>;
type Course = { id: string; lessons: Lesson[] } & Record<string, unknown>;

const isCourse = (value: unknown): value is Course =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Course).id === 'string' &&
  Array.isArray((value as Course).lessons);

const virtualIds = [SUMMARIES, LOADERS, BODIES];
const resolved = (id: string) => `\0${id}`;

export function courseSummaries(coursesDir: string): Plugin {
  let cache: { key: string; courses: Course[] } | undefined;

  async function readCourses(watch: (path: string) => void): Promise<Course[]> {
    const files = readdirSync(coursesDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => join(coursesDir, name));
    files.forEach(watch);
    const key = files.map((path) => `${path}:${statSync(path).mtimeMs}`).join('|');
    if (cache?.key === key) return cache.courses;
    const courses: Course[] = [];
    for (const path of files) {
      // Course modules have type-only imports, so the stripped JS runs on its own.
      const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' });
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as Record<string, unknown>;
      courses.push(...Object.values(module).filter(isCourse));
    }
    cache = { key, courses };
    return courses;
  }

  const lessonsOf = (courses: Course[]) => courses.flatMap((course) => course.lessons);

  /**
   * The lessons anyone may read without an account (learning/rules/locking.ts): every free
   * lesson and the first of each public course. The service worker keeps them for offline use.
   */
  const visitorLessonIds = () =>
    (cache?.courses ?? []).flatMap((course) =>
      course.audience === 'free'
        ? course.lessons.map((lesson) => lesson.id)
        : course.audience === 'public'
          ? course.lessons.slice(0, 1).map((lesson) => lesson.id)
          : [],
    );

  return {
    name: 'slantis-course-summaries',
    resolveId(id) {
      if (virtualIds.includes(id) || id.startsWith(LESSON_PREFIX)) return resolved(id);
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const courses = await readCourses((path) => this.addWatchFile(path));
      const lessons = lessonsOf(courses);

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
        if (!lesson) this.error(`No lesson '${lessonId}' in ${coursesDir}`);
        const { body, tryIt, quiz } = lesson;
        return `export default ${JSON.stringify({ body, tryIt, quiz })};`;
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
      const source = JSON.stringify({ lessons, searchTexts, visitorLessons: visitorLessonIds() });
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
