import { useState } from 'react';

/**
 * When this lesson was opened on this device: the start of the quiz attempt the server gets
 * (issue 19 — a lesson finished faster than its reading time earns no competition points).
 * Another lesson in the same view starts a new clock.
 */
export function useLessonOpenedAt(lessonId: string): Date {
  const [opened, setOpened] = useState(() => ({ lessonId, at: new Date() }));
  if (opened.lessonId === lessonId) return opened.at;
  const next = { lessonId, at: new Date() };
  setOpened(next);
  return next.at;
}
