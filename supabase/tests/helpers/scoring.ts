import { randomUUID } from 'node:crypto';

import type { Database } from '../../local/db';
import { createUser, profileMetadata, type Actor } from './actors';
import { upsertOp } from './push';

// What the fair-play suites ask of the database: brand-new teens, the server's score, the awards
// and the quiz keys, and quiz attempts the way a device sends them.

export type QuizKey = { question_id: string; correct_option: number; options: number };
export type XpRow = { kind: string; amount: number; scoring: boolean; source_id: string };

export function scoring(db: Database) {
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    db.query<T>(text, params);
  let serial = 0;

  return {
    sql,
    /** A brand-new teen account (created now unless `createdAgo` says otherwise). */
    async newTeen(createdAgo?: string): Promise<Actor> {
      serial += 1;
      const email = `fair-${serial}-${randomUUID().slice(0, 6)}@example.com`;
      const id = await createUser(db, email, profileMetadata({ roll: 'barn' }));
      if (createdAgo) {
        await sql(`update auth.users set created_at = now() - $2::interval where id = $1`, [
          id,
          createdAgo,
        ]);
      }
      return { name: 'teenA', role: 'authenticated', id, email };
    },
    /** The actor's competition score this month (taking part or not), by the server's function. */
    async points(actor: Actor): Promise<number> {
      const { rows } = await sql<{ score: number }>(
        `select s.score from private.competition_scores(
           date_trunc('month', now() at time zone 'Europe/Stockholm') at time zone 'Europe/Stockholm',
           now() + interval '1 day', private.stockholm_today(), $1) s
         where s.user_id = $1`,
        [actor.id],
      );
      return rows[0]?.score ?? 0;
    },
    /** The actor's awards that stand (deleted ones left out), by kind. */
    async xpRows(actor: Actor): Promise<XpRow[]> {
      const { rows } = await sql<XpRow>(
        `select kind, amount, scoring, source_id from public.xp_events
         where user_id = $1 and not deleted order by kind, source_id`,
        [actor.id],
      );
      return rows;
    },
    async quizKeys(lessonId: string): Promise<QuizKey[]> {
      const { rows } = await sql<QuizKey>(
        `select question_id, correct_option, options from private.quiz_keys where lesson_id = $1 order by position`,
        [lessonId],
      );
      return rows;
    },
    async lessons(n: number) {
      const { rows } = await sql<{ id: string; min_seconds: number }>(
        `select id, min_seconds from private.catalog_lessons order by course_id, position limit $1`,
        [n],
      );
      return rows;
    },
  };
}

export const rightAnswers = (keys: QuizKey[]) =>
  Object.fromEntries(keys.map((k) => [k.question_id, k.correct_option]));
export const wrongAnswers = (keys: QuizKey[]) =>
  Object.fromEntries(keys.map((k) => [k.question_id, (k.correct_option + 1) % k.options]));

/**
 * Confirms every deposit of the teen's own as a guardian's tap on the parent home would
 * (public.confirm_deposits): saving points from unconfirmed deposits are capped (issue 40 §6), so
 * suites about other scoring rules confirm the money they stage.
 */
export async function confirmDeposits(db: Database, teen: Actor): Promise<void> {
  await db.query(
    `update public.goal_deposits set confirmed_at = now()
     where user_id = $1 and origin = 'self' and confirmed_at is null`,
    [teen.id],
  );
}

/** A quiz attempt op: read for `seconds`, finished `endedAgo` seconds ago (device clock). */
export function attemptOp(
  lessonId: string,
  answers: Record<string, number>,
  seconds: number,
  endedAgo = 0,
) {
  const finished = new Date(Date.now() - endedAgo * 1000);
  return upsertOp('quiz_attempts', {
    lesson_id: lessonId,
    answers,
    started_at: new Date(finished.getTime() - seconds * 1000).toISOString(),
    finished_at: finished.toISOString(),
  });
}
