import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { BASIC_ACTIVE_GOAL_LIMIT, FAMILJ_PRICE_ORE, lockedGoalIds, momsPartOre } from './plans';

describe('plans', () => {
  it('holds the limits the server enforces (private.plans)', () => {
    const sql = readFileSync(
      join(process.cwd(), 'supabase/migrations/20261129000100_plans.sql'),
      'utf8',
    );
    expect(sql).toContain(`('basic', 'Basic', ${BASIC_ACTIVE_GOAL_LIMIT}`);
    expect(sql).toContain(`('familj', 'Familj', null`);
  });

  it('Familj costs 49 kr a month, of which moms is 9,80 kr', () => {
    expect(FAMILJ_PRICE_ORE).toBe(4900);
    expect(momsPartOre(FAMILJ_PRICE_ORE)).toBe(980);
  });
});

const goal = (
  id: string,
  createdAt: string,
  {
    saved = 0,
    target = 100,
    deleted = false,
  }: { saved?: number; target?: number; deleted?: boolean } = {},
) => ({ id, createdAt, savedOre: saved, targetOre: target, deleted });

const T = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('lockedGoalIds', () => {
  const seven = Array.from({ length: 7 }, (_, i) => goal(`g${i}`, T(i)));

  it.each([
    { name: 'no limit locks nothing', goals: seven, limit: null, locked: [] },
    {
      name: 'five of seven open: the two newest are locked',
      goals: seven,
      limit: 5,
      locked: ['g5', 'g6'],
    },
    { name: 'exactly at the limit locks nothing', goals: seven.slice(0, 5), limit: 5, locked: [] },
    {
      name: 'order is created_at, not the order given',
      goals: [...seven].reverse(),
      limit: 5,
      locked: ['g5', 'g6'],
    },
    {
      name: 'reached and deleted goals neither count nor lock',
      goals: [
        goal('reached', T(0), { saved: 100 }),
        goal('gone', T(1), { deleted: true }),
        ...seven.slice(1),
      ],
      limit: 5,
      locked: ['g6'],
    },
    {
      name: 'the same created_at: the id decides',
      goals: [goal('b', T(1)), goal('a', T(1)), goal('c', T(0))],
      limit: 2,
      locked: ['b'],
    },
    {
      name: 'created_at compares as instants, not text',
      goals: [goal('a', '2026-11-01T10:30:00Z'), goal('b', '2026-11-01T11:00:00+01:00')],
      limit: 1,
      locked: ['a'],
    },
  ])('$name', ({ goals, limit, locked }) => {
    expect([...lockedGoalIds(goals, limit)].sort()).toEqual([...locked].sort());
  });
});
