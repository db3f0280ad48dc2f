import { courseById } from '@/content';
import { LESSON_CACHE, LESSON_FILES_URL, type LessonFiles } from '@/lib/offline-cache';

let lessonFiles: Promise<LessonFiles> | undefined;

/** The build's lesson id → chunk URL (precached, so it answers offline too). */
async function lessonUrls(lessonIds: readonly string[]): Promise<string[]> {
  lessonFiles ??= fetch(LESSON_FILES_URL).then((response) => {
    if (!response.ok) throw new Error(`${LESSON_FILES_URL}: HTTP ${response.status}`);
    return response.json() as Promise<LessonFiles>;
  });
  lessonFiles.catch(() => (lessonFiles = undefined));
  const { lessons } = await lessonFiles;
  return lessonIds.flatMap((id) => (lessons[id] ? [lessons[id]] : []));
}

const courseLessonIds = (courseId: string) =>
  courseById(courseId)?.lessons.map((lesson) => lesson.id) ?? [];

/**
 * Saving courses needs the production service worker, which serves the cached lesson chunks;
 * in development there is nothing to read them back.
 */
export function canSaveCourses(): boolean {
  return import.meta.env.PROD && 'caches' in window && 'serviceWorker' in navigator;
}

export type SavedLessons = { saved: number; total: number };

/** How many of the course's lessons this device can open offline. */
export async function savedLessons(courseId: string): Promise<SavedLessons> {
  const urls = await lessonUrls(courseLessonIds(courseId));
  const cache = await caches.open(LESSON_CACHE);
  const hits = await Promise.all(urls.map((url) => cache.match(url, { ignoreVary: true })));
  return { saved: hits.filter(Boolean).length, total: urls.length };
}

/** Stores lessons for offline reading (skipping those stored already), one at a time. */
async function saveLessons(
  lessonIds: readonly string[],
  onProgress?: (progress: SavedLessons) => void,
): Promise<void> {
  const urls = await lessonUrls(lessonIds);
  const cache = await caches.open(LESSON_CACHE);
  let saved = 0;
  for (const url of urls) {
    if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
    saved += 1;
    onProgress?.({ saved, total: urls.length });
  }
}

/** 'Ladda ner kursen': every lesson of the course, with progress per lesson. */
export function downloadCourse(
  courseId: string,
  onProgress: (progress: SavedLessons) => void,
): Promise<void> {
  return saveLessons(courseLessonIds(courseId), onProgress);
}

/**
 * On the very first visit the service worker starts controlling the page only after it has
 * loaded, so lessons read until then went past its cache. Store them once it takes over, so
 * what was read on the first visit opens offline too.
 */
export function keepLessonsReadBeforeTheWorker(readLessonIds: () => Iterable<string>): void {
  if (!canSaveCourses() || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void saveLessons([...readLessonIds()]).catch(() => undefined),
    { once: true },
  );
}

/** A full device refuses the write with QuotaExceededError. */
export const isStorageFull = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'QuotaExceededError';
