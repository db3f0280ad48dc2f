import { useCallback } from 'react';

import { showToast } from '@/components/toast';
import type { CourseSummary } from '@/content';
import { isQuotaError } from '@/data/quota';
import type { LessonOutcome } from '@/data/repos/learning';
import { storageFullCopy } from '@/data/storage-copy';
import { QUIZ_PASS_PERCENT } from '@/lib/gamification';

import { learningCopy } from '../copy';
import { correctCount, type QuizAnswer } from '../rules/quiz';

/** A quiz is passed with at least this share of right answers (as data/repos/learning grades). */
export const QUIZ_PASS_SHARE = QUIZ_PASS_PERCENT / 100;
export type { LessonOutcome };

/**
 * Saves a finished lesson for the signed-in user and celebrates new XP with a toast: the answers
 * chosen go to the server (which grades them and decides the XP), progress and XP show here at
 * once, provisionally. Resolves to null for visitors, whose results aren't kept. The local
 * database and its repository load on a member's first finished lesson, never for a visitor.
 */
export function useFinishLesson() {
  return useCallback(
    async (
      course: CourseSummary,
      lessonId: string,
      /** The answers, one per question, option indexes in the content's order. */
      answers: readonly QuizAnswer[],
      questions: number,
      /** When the lesson was opened (useLessonOpenedAt). */
      startedAt?: Date,
    ): Promise<LessonOutcome | null> => {
      const [{ currentUserData }, { recordLessonResult }] = await Promise.all([
        import('@/data/session'),
        import('@/data/repos/learning'),
      ]);
      const data = currentUserData();
      if (!data) return null;
      const outcome = await recordLessonResult(data.db, data.userId, {
        lessonId,
        correct: correctCount(answers),
        questions,
        answers: Object.fromEntries(answers.map((a) => [a.questionId, a.optionIndex])),
        ...(startedAt ? { startedAt } : {}),
        course: { id: course.id, xp: course.xp, lessonIds: course.lessons.map(({ id }) => id) },
      }).catch((error: unknown) => {
        // The quiz shows its generic "not saved" line; a full device also gets its own toast.
        if (isQuotaError(error)) {
          showToast(learningCopy.toast.saveFailedTitle, storageFullCopy.notSaved, 'error');
        }
        throw error;
      });
      const lessonXp = outcome.xpAwarded - outcome.courseXp;
      if (lessonXp > 0) {
        showToast(learningCopy.toast.xp(lessonXp), learningCopy.toast.lessonDone, 'success');
      }
      if (outcome.courseCompleted) {
        showToast(
          learningCopy.toast.courseDone(outcome.courseXp),
          learningCopy.toast.courseDoneText,
          'success',
        );
      }
      return outcome;
    },
    [],
  );
}
