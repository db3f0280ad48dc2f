import { nameBasedUuid } from '@/lib/ids';

import { applyDeltas, xpEffect } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import { enqueue } from '../outbox';
import { toPatch } from '../sync/tables';
import type { LessonProgressRow, XpEventRow } from '../types';

/** XP for learning, each awarded once per lesson or course (issue 8 may retune the amounts). */
export const LEARNING_XP = { lessonCompleted: 10, quizPassed: 15 } as const;
/** A quiz is passed with at least this share of right answers. */
export const QUIZ_PASS_SHARE = 0.6;

export type LessonResult = {
  lessonId: string;
  /** Right answers out of questions. */
  correct: number;
  questions: number;
  /** The course, for its completion XP once every lesson is done. */
  course: { id: string; xp: number; lessonIds: readonly string[] };
};

export type LessonOutcome = {
  passed: boolean;
  score: number;
  /** XP newly awarded by this result (0 when everything was already earned). */
  xpAwarded: number;
  courseCompleted: boolean;
};

type Award = { kind: string; sourceId: string; amount: number; id: string };

/**
 * Records a finished lesson (its quiz answered): progress only moves forward (first completion,
 * best score, attempts), and XP for the lesson, a passed quiz and a finished course is awarded
 * exactly once — locally by the award's name-based id and on the server by its unique key.
 */
export async function recordLessonResult(
  db: SlantisDb,
  userId: string,
  result: LessonResult,
): Promise<LessonOutcome> {
  const score =
    result.questions === 0 ? 100 : Math.round((result.correct / result.questions) * 100);
  const passed = result.questions === 0 || result.correct / result.questions >= QUIZ_PASS_SHARE;
  const award = async (kind: string, sourceId: string, amount: number): Promise<Award> => ({
    kind,
    sourceId,
    amount,
    id: await nameBasedUuid('xp', userId, kind, sourceId),
  });
  // Ids are computed before the transaction: no non-IndexedDB awaits may happen inside it.
  const progressId = await nameBasedUuid('lesson_progress', userId, result.lessonId);
  const candidates = [
    await award('lesson_completed', result.lessonId, LEARNING_XP.lessonCompleted),
    ...(passed ? [await award('quiz_passed', result.lessonId, LEARNING_XP.quizPassed)] : []),
  ];
  const courseAward = await award('course_completed', result.course.id, result.course.xp);

  let xpAwarded = 0;
  let courseCompleted = false;
  await runLocalWrite(db, [db.lessonProgress, db.xpEvents, db.outbox, db.aggregates], async () => {
    const now = new Date();
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
    await db.lessonProgress.put(row);
    await enqueue(
      db,
      'lesson_progress',
      'upsert',
      row.id,
      toPatch('lesson_progress', row),
      existing?.version ?? null,
    );

    const done = await db.lessonProgress
      .where('[userId+lessonId]')
      .anyOf(result.course.lessonIds.map((id) => [userId, id]))
      .filter((progress) => progress.completedAt !== null && !progress.deleted)
      .count();
    const awards =
      done === result.course.lessonIds.length && result.course.xp > 0
        ? [...candidates, courseAward]
        : candidates;
    for (const { kind, sourceId, amount, id } of awards) {
      const already = await db.xpEvents.where({ userId, kind, sourceId }).count();
      if (already > 0 || (await db.xpEvents.get(id))) continue;
      const event: XpEventRow = {
        id,
        userId,
        kind,
        amount,
        sourceId,
        createdAt: now.toISOString(),
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: now.getTime(),
      };
      await db.xpEvents.add(event);
      await enqueue(db, 'xp_events', 'upsert', id, toPatch('xp_events', event), null);
      await applyDeltas(db, userId, xpEffect(event));
      xpAwarded += amount;
      if (kind === 'course_completed') courseCompleted = true;
    }
  });
  return { passed, score, xpAwarded, courseCompleted };
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
