import {
  QUIZ_PASS_PERCENT,
  QUIZ_PRACTICE_XP,
  quizPassed,
  XP_RULES,
  xpForAward,
} from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';

import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { LessonProgressRow, QuizAttemptRow } from '../types';
import {
  announceAwards,
  awardedXp,
  awardTables,
  noAwards,
  planAwards,
  writeAwards,
  type PlannedAward,
} from './xp';

/** XP for learning, each awarded once per lesson (docs/gamification.md, lib/gamification). */
export const LEARNING_XP = {
  lessonCompleted: XP_RULES.lesson_completed.xp,
  quizPassed: XP_RULES.quiz_passed.xp,
} as const;
/** A quiz is passed with at least this share of right answers (60 %). */
export const QUIZ_PASS_SHARE = QUIZ_PASS_PERCENT / 100;

export type LessonResult = {
  lessonId: string;
  /** Right answers out of questions, as the device graded them (instant feedback offline). */
  correct: number;
  questions: number;
  /**
   * The answers chosen (question id → 0-based option index in the content's order): the fact the
   * server grades itself (issue 19).
   */
  answers: Readonly<Record<string, number>>;
  /** When the lesson was opened on this device; unknown → when the result is recorded. */
  startedAt?: Date;
  /** The course, for its completion XP once every lesson is done. */
  course: { id: string; xp: number; lessonIds: readonly string[] };
};

export type LessonOutcome = {
  passed: boolean;
  score: number;
  /** XP newly awarded by this result (0 when everything was already earned). */
  xpAwarded: number;
  /** The part of xpAwarded that is the course's completion XP (0 unless courseCompleted). */
  courseXp: number;
  courseCompleted: boolean;
};

/**
 * Records a finished lesson (its quiz answered). The server hears only the fact: one
 * quiz_attempts row (the chosen answers and the device's times) in the outbox; it grades the
 * answers and derives lesson_progress and the XP with the same ids as here. Locally, at once and
 * provisionally: progress only moves forward (first completion, best score, attempts), and XP
 * for the lesson (source: lesson id), a passed quiz (≥ 60 %, source: lesson id; a lesson's later
 * attempt is practice, QUIZ_PRACTICE_XP) and a finished course (source: course id, the course's
 * XP) is awarded once by the award's name-based id.
 */
export async function recordLessonResult(
  db: SlantisDb,
  userId: string,
  result: LessonResult,
  now: Date = new Date(),
): Promise<LessonOutcome> {
  const score = result.questions > 0 ? Math.round((result.correct / result.questions) * 100) : 0;
  const passed = quizPassed(result.correct, result.questions);
  // A lesson tried before: this attempt is practice (the server scores only the first one).
  const before = await db.lessonProgress.where({ userId, lessonId: result.lessonId }).first();
  const practice = (before?.attempts ?? 0) > 0;
  // Ids are computed before the transaction: no non-IndexedDB awaits may happen inside it.
  const progressId = await nameBasedUuid('lesson_progress', userId, result.lessonId);
  const [lessonAward, quizAward, courseAward] = (await planAwards(userId, [
    {
      kind: 'lesson_completed',
      sourceId: result.lessonId,
      amount: xpForAward('lesson_completed', { already: 0 }),
    },
    {
      kind: 'quiz_passed',
      sourceId: result.lessonId,
      amount: !passed ? 0 : practice ? QUIZ_PRACTICE_XP : xpForAward('quiz_passed', { already: 0 }),
    },
    {
      kind: 'course_completed',
      sourceId: result.course.id,
      amount: xpForAward('course_completed', { already: 0, value: result.course.xp }),
    },
  ])) as [PlannedAward, PlannedAward, PlannedAward];

  const attempt: QuizAttemptRow = {
    id: crypto.randomUUID(),
    userId,
    lessonId: result.lessonId,
    answers: { ...result.answers },
    startedAt: (result.startedAt ?? now).toISOString(),
    finishedAt: now.toISOString(),
    serverSeq: null,
    version: null,
    deleted: false,
    updatedAt: now.getTime(),
  };

  let awards = noAwards();
  const scope = [db.lessonProgress, db.quizAttempts, ...awardTables(db)];
  await runLocalWrite(db, scope, async () => {
    await db.quizAttempts.add(attempt);
    await enqueue(
      db,
      'quiz_attempts',
      'upsert',
      attempt.id,
      toPatch('quiz_attempts', attempt),
      null,
    );
    const existing = await db.lessonProgress.where({ userId, lessonId: result.lessonId }).first();
    const row: LessonProgressRow = {
      id: existing?.id ?? progressId,
      userId,
      lessonId: result.lessonId,
      completedAt: existing?.completedAt ?? now.toISOString(),
      bestScore: Math.max(existing?.bestScore ?? 0, score),
      attempts: (existing?.attempts ?? 0) + 1,
      serverSeq: existing?.serverSeq ?? null,
      version: existing?.version ?? null,
      deleted: false,
      updatedAt: now.getTime(),
    };
    // Provisional, never pushed: the server's copy (same id) replaces it on pull.
    await db.lessonProgress.put(row);

    const done = await db.lessonProgress
      .where('[userId+lessonId]')
      .anyOf(result.course.lessonIds.map((id) => [userId, id]))
      .filter((progress) => progress.completedAt !== null && !progress.deleted)
      .count();
    const courseDone =
      result.course.lessonIds.length > 0 && done === result.course.lessonIds.length;
    awards = await writeAwards(
      db,
      userId,
      courseDone ? [lessonAward, quizAward, courseAward] : [lessonAward, quizAward],
      now,
    );
  });
  announceAwards(userId, awards);
  const courseXp = awards.events
    .filter((event) => event.kind === 'course_completed')
    .reduce((sum, event) => sum + event.amount, 0);
  return {
    passed,
    score,
    xpAwarded: awardedXp(awards),
    courseXp,
    courseCompleted: awards.events.some((event) => event.kind === 'course_completed'),
  };
}

/** The user's progress for the given lessons, by lesson id. */
export async function progressFor(
  db: SlantisDb,
  userId: string,
  lessonIds: readonly string[],
): Promise<Map<string, LessonProgressRow>> {
  const rows = await db.lessonProgress
    .where('[userId+lessonId]')
    .anyOf(lessonIds.map((id) => [userId, id]))
    .toArray();
  return new Map(rows.filter((row) => !row.deleted).map((row) => [row.lessonId, row]));
}
