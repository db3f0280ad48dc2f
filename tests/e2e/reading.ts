import type { Page } from '@playwright/test';

import { lessonWords } from '../../src/content/lesson-words';
import type { Lesson } from '../../src/content/types';
import { minLessonSeconds } from '../../src/lib/gamification/fair-play';

/**
 * Reads a lesson for as long as the server believes anyone can (its minimum reading time, a
 * couple of seconds more): only plausible reading earns XP (issue 40), and this is real time,
 * since the server measures it against when the account was made.
 */
export async function readLesson(page: Page, lesson: Lesson): Promise<void> {
  const seconds = minLessonSeconds(lessonWords(lesson), lesson.quiz.length);
  await page.waitForTimeout((seconds + 2) * 1000);
}
