import {
  courseById,
  isPublicLesson,
  lessonTextsVersion,
  openMemberLessonIds,
  type Viewer,
} from '@/content';
import { LESSON_CACHE, LESSON_FILES_URL, type LessonFiles } from '@/lib/offline-cache';

let lessonFiles: Promise<LessonFiles> | undefined;

/** The build's visitor lesson id → chunk URL (precached, so it answers offline too). */
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
const publicLessonIds = (ids: readonly string[]) => ids.filter(isPublicLesson);

/**
 * Saving courses needs the production service worker, which serves the cached lesson chunks;
 * in development there is nothing to read them back.
 */
export function canSaveCourses(): boolean {
  return import.meta.env.PROD && 'caches' in window && 'serviceWorker' in navigator;
}

export type SavedLessons = { saved: number; total: number };

/**
 * The member lessons of the course the viewer may read, and those of them this device keeps (any
 * version: an older text still reads offline). A visitor has none: she saves only what she reads.
 */
async function storedMemberLessonIds(
  courseId: string,
  viewer: Viewer,
): Promise<{ stored: Set<string>; readable: string[] }> {
  const course = courseById(courseId);
  const ids = course ? openMemberLessonIds(viewer, [course]) : [];
  if (ids.length === 0) return { stored: new Set(), readable: [] };
  const { storedMemberLessons } = await import('@/data/repos/member-lessons');
  const stored = await storedMemberLessons(ids, lessonTextsVersion);
  return { stored: new Set(stored.keys()), readable: ids };
}

/** How many of the course's lessons this device can open offline (of those the viewer may read). */
export async function savedLessons(courseId: string, viewer: Viewer): Promise<SavedLessons> {
  const ids = courseLessonIds(courseId);
  const urls = await lessonUrls(publicLessonIds(ids));
  const cache = await caches.open(LESSON_CACHE);
  const hits = await Promise.all(urls.map((url) => cache.match(url, { ignoreVary: true })));
  const members = await storedMemberLessonIds(courseId, viewer);
  return {
    saved: hits.filter(Boolean).length + members.stored.size,
    total: urls.length + members.readable.length,
  };
}

/** Stores visitor lessons for offline reading (skipping those stored already), one at a time. */
async function saveLessons(
  lessonIds: readonly string[],
  onProgress?: (progress: SavedLessons) => void,
  already = 0,
  total?: number,
): Promise<void> {
  const urls = await lessonUrls(publicLessonIds(lessonIds));
  const cache = await caches.open(LESSON_CACHE);
  let saved = already;
  for (const url of urls) {
    if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
    saved += 1;
    onProgress?.({ saved, total: total ?? urls.length });
  }
}

/**
 * 'Ladda ner kursen': every lesson of the course the viewer may read, with progress: the member
 * lessons this device lacks in one call through her session, then the visitor lessons' files.
 */
export async function downloadCourse(
  courseId: string,
  viewer: Viewer,
  onProgress: (progress: SavedLessons) => void,
): Promise<void> {
  const ids = courseLessonIds(courseId);
  const members = await storedMemberLessonIds(courseId, viewer);
  const total = publicLessonIds(ids).length + members.readable.length;
  const missing = members.readable.filter((id) => !members.stored.has(id));
  if (missing.length > 0) {
    const { fetchMemberLessons } = await import('@/data/repos/member-lessons');
    await fetchMemberLessons(missing);
  }
  await saveLessons(ids, onProgress, members.readable.length, total);
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
