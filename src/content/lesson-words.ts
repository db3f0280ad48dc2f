import { blockTexts } from './text';
import type { LessonContent } from './types';

/**
 * How many words a reader reads in a lesson: every text of the body blocks and the 'Testa själv'
 * text. The quiz is not counted (its reading time is SECONDS_PER_QUIZ_QUESTION a question).
 * scripts/gen-gamification-sql.ts turns this into the lesson's minimum reading time on the server.
 */
export function lessonWords(lesson: Pick<LessonContent, 'body' | 'tryIt'>): number {
  const texts = [...lesson.body.flatMap(blockTexts), lesson.tryIt?.text ?? ''];
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

/** Whitespace-separated tokens with at least one letter or digit ('–' and '=' are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
