import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { as, sqlstate, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// The database refuses what the UI refuses (spec §5), even from a client that skips the UI.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

type Case = [label: string, table: string, row: Record<string, unknown>, code: string];

const tx = (row: Record<string, unknown>) => ({
  type: 'expense',
  category: 'food',
  description: 'ICA',
  amount_ore: 1000,
  ...row,
});

const CASES: Case[] = [
  ['a valid expense', 'transactions', tx({}), 'ok'],
  ['amount 0 kr', 'transactions', tx({ amount_ore: 0 }), 'ok'],
  ['amount exactly 1 000 000 kr', 'transactions', tx({ amount_ore: 100_000_000 }), 'ok'],
  ['amount over 1 000 000 kr', 'transactions', tx({ amount_ore: 100_000_001 }), '23514'],
  ['a negative amount', 'transactions', tx({ amount_ore: -1 }), '23514'],
  ['3 decimals (fractional öre)', 'transactions', tx({ amount_ore: '1234.5' }), '22P02'],
  ['an empty description', 'transactions', tx({ description: '' }), '23514'],
  ['a blank description', 'transactions', tx({ description: '   ' }), '23514'],
  ['a 201-character description', 'transactions', tx({ description: 'x'.repeat(201) }), '23514'],
  ['income with category food', 'transactions', tx({ type: 'income', category: 'food' }), '23514'],
  ['an expense with category income', 'transactions', tx({ category: 'income' }), '23514'],
  ['income with category income', 'transactions', tx({ type: 'income', category: 'income' }), 'ok'],
  ['an unknown category', 'transactions', tx({ category: 'crypto' }), '23514'],
  ['an unknown type', 'transactions', tx({ type: 'sparande' }), '23514'],
  [
    'a budget week starting on a Monday',
    'weekly_budgets',
    { week_start: '2026-11-16', limit_ore: 120000 },
    'ok',
  ],
  [
    'a budget week starting on a Tuesday',
    'weekly_budgets',
    { week_start: '2026-11-17', limit_ore: 120000 },
    '23514',
  ],
  [
    'a budget over 1 000 000 kr',
    'weekly_budgets',
    { week_start: '2026-11-23', limit_ore: 100_000_001 },
    '23514',
  ],
  ['a goal with target 0', 'savings_goals', { title: 'Mål', target_ore: 0 }, '23514'],
  ['a goal with an empty title', 'savings_goals', { title: ' ', target_ore: 1000 }, '23514'],
  [
    'a goal matching 150 %',
    'savings_goals',
    { title: 'Mål', target_ore: 1000, match_percent: 150 },
    '23514',
  ],
  [
    'an xp event of 0',
    'xp_events',
    { kind: 'lesson_completed', amount: 0, source_id: 'l1' },
    '23514',
  ],
  [
    'an xp event with a bad kind',
    'xp_events',
    { kind: 'Drop Table', amount: 5, source_id: 'l1' },
    '23514',
  ],
  ['a lesson score of 101', 'lesson_progress', { lesson_id: 'l-101', best_score: 101 }, '23514'],
  ['a deposit of 0', 'goal_deposits', { goal_id: null, amount_ore: 0 }, '23514'],
  [
    'quiz answers that are a list',
    'quiz_attempts',
    { lesson_id: 'l-1', answers: '[0, 1]' },
    '23514',
  ],
  [
    'a quiz for a malformed lesson id',
    'quiz_attempts',
    { lesson_id: 'Drop Table', answers: '{}' },
    '23514',
  ],
];

/** Rows only server code writes (issue 19): their checks guard the server's own inserts. */
const SERVER_WRITTEN = new Set(['xp_events', 'earned_badges', 'lesson_progress']);

describe('CHECK constraints mirror the UI rules', () => {
  it.each(CASES)('%s → %s', async (_label, table, row, code) => {
    const full: Record<string, unknown> = { id: randomUUID(), ...row };
    if (table === 'goal_deposits') {
      const goal = randomUUID();
      await test.db.query(
        `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 1000)`,
        [goal, world.actors.teenA.id],
      );
      full.goal_id = goal;
    }
    if (SERVER_WRITTEN.has(table)) full.user_id = world.actors.teenA.id;
    const columns = Object.keys(full);
    const outcome = await as(
      test.db,
      SERVER_WRITTEN.has(table) ? world.actors.service : world.actors.teenA,
      (q) =>
        sqlstate(
          q.query(
            `insert into public.${table} (${columns.join(', ')})
             values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(full),
          ),
        ),
      { rollback: true },
    );
    expect(outcome).toBe(code);
  });
});
