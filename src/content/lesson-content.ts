import loaders from 'virtual:lesson-loaders';

import type { LessonContent } from './types';

const loading = new Map<string, Promise<LessonContent>>();
const loaded = new Map<string, LessonContent>();

/**
 * A visitor lesson's text, 'Testa själv' and quiz (isPublicLesson): its own chunk, fetched the
 * first time the lesson is opened (then cached by the service worker) and kept in memory for this
 * page. A failed load (offline, never read) is forgotten so the next attempt fetches again. A
 * member lesson is not in the build: the learning feature reads it through the member's session.
 */
export function loadLessonContent(lessonId: string): Promise<LessonContent> {
  const known = loading.get(lessonId);
  if (known) return known;
  const load = loaders[lessonId];
  if (!load) return Promise.reject(new Error(`No lesson '${lessonId}'`));
  const promise = load().then((module) => {
    loaded.set(lessonId, module.default);
    return module.default;
  });
  loading.set(lessonId, promise);
  promise.catch(() => loading.delete(lessonId));
  return promise;
}

/**
 * A lesson's text if it has already loaded on this page, without waiting: a page prerendered
 * with the lesson (its route loader loaded it) renders it at once, as the HTML has it.
 */
export function peekLessonContent(lessonId: string): LessonContent | undefined {
  return loaded.get(lessonId);
}

/** Whether a lesson's text is public (a visitor may read it): a static file of the build. */
export function isPublicLesson(lessonId: string): boolean {
  return lessonId in loaders;
}

/** The lessons loaded on this page so far. */
export function loadedLessonIds(): string[] {
  return [...loading.keys()];
}
