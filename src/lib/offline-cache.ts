/**
 * Names shared by the app and the service worker (sw/sw.ts) for lesson texts cached for
 * offline reading. The build writes LESSON_FILES_URL (scripts/vite/content-plugin.ts).
 */
export const LESSON_CACHE = 'slantis-lessons-v1';
export const LESSON_PATH_PREFIX = '/assets/lessons/';
export const LESSON_FILES_URL = '/lesson-files.json';

/** The contents of LESSON_FILES_URL. */
export type LessonFiles = {
  /** Lesson id → the URL of its chunk. */
  lessons: Record<string, string>;
  /** The search page's chunk of every lesson's text. */
  searchTexts?: string;
  /** Lessons anyone may read without an account: cached when the service worker starts. */
  visitorLessons?: string[];
};

/** The chunk URLs of the lessons a visitor may read. */
export const visitorLessonUrls = (files: LessonFiles): string[] =>
  (files.visitorLessons ?? []).flatMap((id) => (files.lessons[id] ? [files.lessons[id]] : []));

/** Every content URL of this version (older cached ones can go). */
export const contentUrls = (files: LessonFiles): string[] => [
  ...Object.values(files.lessons),
  ...(files.searchTexts ? [files.searchTexts] : []),
];

/**
 * The app's other chunks and stylesheets (sw/sw.ts): cached the first time a page uses them, so a
 * route visited once opens offline (issue 38); the precache holds only the start.
 */
export const ASSET_CACHE = 'slantis-assets-v1';
export const ASSETS_PATH_PREFIX = '/assets/';
/** The page's message to a newly active worker: `{ type, urls }` of the assets it has loaded. */
export const CACHE_LOADED_ASSETS = 'CACHE_LOADED_ASSETS';
/** A member's page to the worker, once its start is idle: fetch the likely next routes' chunks. */
export const WARM_LIKELY_ROUTES = 'WARM_LIKELY_ROUTES';
