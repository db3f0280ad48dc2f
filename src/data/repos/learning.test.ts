import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COURSE_XP_MAX, QUIZ_PRACTICE_XP, XP_RULES } from '@/lib/gamification';
import { nameBasedUuid } from '@/lib/ids';
import { dropTestDb, openTestDb } from '@/testing/test-db';

import { aggregateKeys, readAggregate } from '../aggregates';
import { SlantisDb } from '../db';
import { LEARNING_XP, progressFor, recordLessonResult } from './learning';

const USER = 'teen-1';
const course = { id: 'budgetering-101', xp: 100, lessonIds: ['b-1', 'b-2'] };
let db: SlantisDb;

beforeEach(async () => {
  db = await openTestDb('learning');
});
afterEach(() => dropTestDb(db));

const xp = () => readAggregate(db, USER, aggregateKeys.xpTotal());
/** The result of a lesson of `course`: `correct` right of `questions` quiz questions. */
const answer = (lessonId: string, correct: number, questions: number) =>
  recordLessonResult(db, USER, { answers: {}, lessonId, correct, questions, course });

describe('recordLessonResult', () => {
  it('awards the lesson and a passed quiz once; retries and replays add nothing', async () => {
    const first = await answer('b-1', 3, 4);
    expect(first).toMatchObject({
      passed: true,
      score: 75,
      xpAwarded: LEARNING_XP.lessonCompleted + LEARNING_XP.quizPassed,
      courseCompleted: false,
    });
    const again = await answer('b-1', 4, 4);
    expect(again.xpAwarded).toBe(0);
    expect(await xp()).toBe(25);
    expect(await db.xpEvents.count()).toBe(2);
  });

  it('a failed quiz completes the lesson; passing later is practice: the practice XP only', async () => {
    const failed = await answer('b-1', 1, 4);
    expect(failed).toMatchObject({
      passed: false,
      score: 25,
      xpAwarded: LEARNING_XP.lessonCompleted,
    });
    const passed = await answer('b-1', 3, 5);
    expect(passed).toMatchObject({ passed: true, xpAwarded: QUIZ_PRACTICE_XP });
  });

  it('awards the course XP once, when its last lesson is done', async () => {
    await answer('b-1', 3, 3);
    const last = await answer('b-2', 3, 3);
    expect(last.courseCompleted).toBe(true);
    expect(last.xpAwarded).toBe(25 + 100);
    expect(last.courseXp).toBe(100);
    const replay = await answer('b-2', 3, 3);
    expect(replay).toMatchObject({ xpAwarded: 0, courseCompleted: false });
    expect(await xp()).toBe(25 + 25 + 100);
  });

  it('takes the amounts from the XP rules: the course XP is capped, a quiz passes at 60 %', async () => {
    const big = { id: 'investera', xp: 900, lessonIds: ['i-1'] };
    const result = await recordLessonResult(db, USER, {
      answers: {},
      lessonId: 'i-1',
      correct: 3,
      questions: 5,
      course: big,
    });
    expect(result).toMatchObject({ passed: true, score: 60, courseXp: COURSE_XP_MAX });
    expect(result.xpAwarded).toBe(
      XP_RULES.lesson_completed.xp + XP_RULES.quiz_passed.xp + COURSE_XP_MAX,
    );
    const failed = await answer('b-1', 2, 4);
    expect(failed).toMatchObject({ passed: false, xpAwarded: XP_RULES.lesson_completed.xp });
    expect((await db.xpEvents.toArray()).map((e) => [e.kind, e.sourceId, e.amount]).sort()).toEqual(
      [
        ['course_completed', 'investera', 500],
        ['lesson_completed', 'b-1', 10],
        ['lesson_completed', 'i-1', 10],
        ['quiz_passed', 'i-1', 15],
      ],
    );
  });

  it('queues the quiz attempt (answers and times) as the only op; progress and XP stay local', async () => {
    const opened = new Date('2026-11-18T09:00:00.000Z');
    const finished = new Date('2026-11-18T09:04:30.000Z');
    await recordLessonResult(
      db,
      USER,
      {
        answers: { q1: 2, q2: 0 },
        lessonId: 'b-1',
        correct: 1,
        questions: 2,
        startedAt: opened,
        course,
      },
      finished,
    );
    const ops = await db.outbox.toArray();
    expect(ops).toHaveLength(1);
    const [attempt] = await db.quizAttempts.toArray();
    expect(ops[0]).toMatchObject({ table: 'quiz_attempts', op: 'upsert', rowId: attempt?.id });
    expect(ops[0]?.patch).toEqual({
      user_id: USER,
      lesson_id: 'b-1',
      answers: { q1: 2, q2: 0 },
      started_at: '2026-11-18T09:00:00.000Z',
      finished_at: '2026-11-18T09:04:30.000Z',
    });
    expect(attempt).toMatchObject({ userId: USER, lessonId: 'b-1', serverSeq: null });
    // Provisional rows, with the ids the server's own will have.
    expect(
      await db.lessonProgress.get(await nameBasedUuid('lesson_progress', USER, 'b-1')),
    ).toMatchObject({ completedAt: finished.toISOString(), bestScore: 50, serverSeq: null });
    expect((await db.xpEvents.toArray()).map((e) => e.id)).toEqual([
      await nameBasedUuid('xp', USER, 'lesson_completed', 'b-1'),
    ]);

    // A retry is a new attempt (its own id); without a known start, the finish time stands in.
    await recordLessonResult(
      db,
      USER,
      { answers: { q1: 1, q2: 0 }, lessonId: 'b-1', correct: 2, questions: 2, course },
      finished,
    );
    const patches = (await db.outbox.orderBy('seq').toArray()).map((op) => op.patch);
    expect(patches).toHaveLength(2);
    expect(patches[1]).toMatchObject({ started_at: finished.toISOString() });
    expect(new Set((await db.outbox.toArray()).map((op) => op.rowId)).size).toBe(2);
    expect(await db.outbox.filter((op) => op.table !== 'quiz_attempts').count()).toBe(0);
  });

  it('progress only moves forward: first completion, best score, attempts', async () => {
    await answer('b-1', 4, 4);
    const before = (await progressFor(db, USER, ['b-1'])).get('b-1');
    await answer('b-1', 1, 4);
    const after = (await progressFor(db, USER, ['b-1'])).get('b-1');
    expect(after).toMatchObject({ bestScore: 100, attempts: 2, completedAt: before?.completedAt });
  });

  it('two devices make the same ids for the same award and progress (no doubles after sync)', async () => {
    const other = new SlantisDb(`learning-${crypto.randomUUID()}`);
    await answer('b-1', 3, 3);
    await recordLessonResult(other, USER, {
      answers: {},
      lessonId: 'b-1',
      correct: 3,
      questions: 3,
      course,
    });
    const ids = async (d: SlantisDb) =>
      [
        ...(await d.xpEvents.toCollection().primaryKeys()),
        ...(await d.lessonProgress.toCollection().primaryKeys()),
      ].sort();
    expect(await ids(other)).toEqual(await ids(db));
    await other.delete();
  });
});
