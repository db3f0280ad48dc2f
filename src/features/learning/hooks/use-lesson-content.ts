import { useCallback, useEffect, useState } from 'react';

import { loadedLessonIds } from '@/content';
import type { LessonContent } from '@/content';

import { loadLesson, peekLesson } from '../lesson-source';
import { keepLessonsReadBeforeTheWorker } from '../offline/course-download';

let firstVisitWatched = false;
function watchFirstVisit() {
  if (firstVisitWatched) return;
  firstVisitWatched = true;
  keepLessonsReadBeforeTheWorker(loadedLessonIds);
}

export type LessonContentState =
  | { status: 'loading' }
  | { status: 'ready'; content: LessonContent }
  /** Not fetched: offline and never read on this device, or the server didn't answer. */
  | { status: 'unavailable'; offline: boolean; retry: () => void };

/** Loads one lesson's text and quiz; 'unavailable' offers a retry (and retries when online). */
export function useLessonContent(lessonId: string): LessonContentState {
  const [state, setState] = useState<{ id: string; content?: LessonContent; failed?: boolean }>({
    id: lessonId,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ id: lessonId });
    setAttempt((n) => n + 1);
  }, [lessonId]);

  useEffect(() => {
    let current = true;
    loadLesson(lessonId).then(
      (content) => {
        watchFirstVisit();
        if (current) setState({ id: lessonId, content });
      },
      () => current && setState({ id: lessonId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [lessonId, attempt]);

  const failed = state.id === lessonId && state.failed === true;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  if (state.id === lessonId && state.content) return { status: 'ready', content: state.content };
  // Loaded before (a route loader, an earlier visit on this page): no spinner, and a prerendered
  // lesson hydrates as the HTML has it.
  const known = peekLesson(lessonId);
  if (known) return { status: 'ready', content: known };
  if (failed) return { status: 'unavailable', offline: !navigator.onLine, retry };
  return { status: 'loading' };
}
