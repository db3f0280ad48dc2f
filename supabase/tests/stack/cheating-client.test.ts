// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refusalWords } from '@/data/remote/refusals';

import { personnummer } from '../helpers/personnummer';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// The cheating client through the real wire (issue 19): the unmodified supabase-js client, the
// anon key and its own session, against the local stack on the project's migrations. Each forged
// request is refused or earns nothing. The full catalogue of forgeries is in
// supabase/tests/database/cheating-client.test.ts; this proves the public API path is the same.
let stack: TestStack;
let cheater: SupabaseClient;
let cheaterId: string;
let serial = 0;

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' });
  cheater = stack.client();
  serial += 1;
  const { data, error } = await cheater.auth.signUp({
    email: uniqueEmail('fuskare'),
    password: PASSWORD,
    options: {
      data: {
        fornamn: 'Fia',
        efternamn: 'Fusk',
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 1, Stockholm',
        personnummer: personnummer('2010-07-21', serial),
        roll: 'barn',
      },
    },
  });
  expect(error).toBeNull();
  cheaterId = data.user!.id;
  const joined = await cheater.rpc('join_competition');
  expect(joined.error).toBeNull();
});

afterAll(async () => {
  await stack?.stop();
});

const firstLesson = 'budgetering-101-vad-ar-en-budget';

describe('forged requests through supabase-js', () => {
  it('cannot write XP, badges or lesson progress', async () => {
    const xp = await cheater
      .from('xp_events')
      .insert({ id: randomUUID(), kind: 'quiz_passed', amount: 15, source_id: firstLesson });
    const badge = await cheater
      .from('earned_badges')
      .insert({ id: randomUUID(), badge_id: 'first-lesson' });
    const progress = await cheater.from('lesson_progress').insert({
      id: randomUUID(),
      lesson_id: firstLesson,
      completed_at: new Date().toISOString(),
      best_score: 100,
    });
    expect([xp.error?.code, badge.error?.code, progress.error?.code]).toEqual([
      '42501',
      '42501',
      '42501',
    ]);
  });

  it('push_ops refuses the derived tables and grades a forged quiz as failed', async () => {
    const now = new Date();
    const pushed: { data: unknown; error: unknown } = await cheater.rpc('push_ops', {
      ops: [
        {
          opId: randomUUID(),
          table: 'xp_events',
          op: 'upsert',
          id: randomUUID(),
          patch: { kind: 'course_completed', amount: 500, source_id: 'budgetering-101' },
        },
        {
          opId: randomUUID(),
          table: 'quiz_attempts',
          op: 'upsert',
          id: randomUUID(),
          patch: {
            lesson_id: firstLesson,
            answers: {},
            started_at: new Date(now.getTime() - 3_600_000).toISOString(),
            finished_at: now.toISOString(),
          },
        },
      ],
    });
    expect(pushed.error).toBeNull();
    expect((pushed.data as { status: string }[]).map((r) => r.status)).toEqual([
      'rejected',
      'applied',
    ]);
    const attempts = await cheater.from('quiz_attempts').select('score, passed, scoring');
    expect(attempts.data).toEqual([{ score: 0, passed: false, scoring: false }]);
  });

  it('a goal inserted full is empty', async () => {
    const id = randomUUID();
    const inserted = await cheater
      .from('savings_goals')
      .insert({ id, title: 'Moped', target_ore: 2_000_000, saved_ore: 2_000_000 });
    expect(inserted.error).toBeNull();
    const goal = await cheater.from('savings_goals').select('saved_ore').eq('id', id).single();
    expect(Number((goal.data as { saved_ore: number }).saved_ore)).toBe(0);
  });

  it('ends the day with 0 competition points', async () => {
    const standing = await cheater.rpc('competition_standing');
    expect(standing.error).toBeNull();
    expect((standing.data as { score: number }[])[0]?.score).toBe(0);
    // The forged quiz claimed an hour of reading by an account made seconds before: no XP at all.
    const xp = await cheater.from('xp_events').select('kind, scoring').eq('user_id', cheaterId);
    expect(xp.data).toEqual([]);
  });
});

describe('rows the server wrote, through the REST wire (issue 40)', () => {
  it('refuses a PATCH of a gift deposit or an allowance income with the Swedish reason', async () => {
    const goal = randomUUID();
    const made = await cheater
      .from('savings_goals')
      .insert({ id: goal, title: 'Resa', target_ore: 500000 });
    expect(made.error).toBeNull();
    // As the server's own code writes them (a confirmed gift, the allowance job).
    const gift = randomUUID();
    const allowance = randomUUID();
    await stack.db.query(
      `insert into public.goal_deposits (id, user_id, goal_id, amount_ore, origin)
       values ($1, $2, $3, 500000, 'gift')`,
      [gift, cheaterId, goal],
    );
    await stack.db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore, origin)
       values ($1, $2, 'income', 'income', 'Veckopeng', 15000, 'allowance')`,
      [allowance, cheaterId],
    );
    const patched = [
      await cheater.from('goal_deposits').update({ amount_ore: 50_000_000 }).eq('id', gift),
      await cheater.from('goal_deposits').update({ deleted: true }).eq('id', gift),
      await cheater.from('transactions').update({ amount_ore: 99_999_900 }).eq('id', allowance),
    ];
    for (const answer of patched) {
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({
        code: 'P0001',
        message: refusalWords.server_written,
        hint: 'server_written',
      });
    }
    // A forged origin on insert is the teen's own; the origin itself has no update grant.
    const forged = randomUUID();
    expect(
      (
        await cheater
          .from('goal_deposits')
          .insert({ id: forged, goal_id: goal, amount_ore: 100, origin: 'gift' })
      ).error,
    ).toBeNull();
    const origins = await cheater
      .from('goal_deposits')
      .select('id, origin, amount_ore')
      .eq('goal_id', goal);
    expect(
      Object.fromEntries(
        (origins.data as { id: string; origin: string }[]).map((d) => [d.id, d.origin]),
      ),
    ).toEqual({ [gift]: 'gift', [forged]: 'self' });
    expect(
      (await cheater.from('goal_deposits').update({ origin: 'self' }).eq('id', gift)).error?.code,
    ).toBe('42501');
  });
});
