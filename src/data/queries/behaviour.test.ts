import { describe, expect, it } from 'vitest';

import { MIN_SCORING_TARGET_ORE } from '@/lib/gamification';

import type { SavingsGoalRow } from '../types';
import { behaviourStats, type GamificationFacts } from './behaviour';

// Issue 40 §3: goals count toward the goal badges as toward points, from MIN_SCORING_TARGET_ORE
// (the server's private.behaviour_stats counts the same; gamification-integrity compares them).

const goal = (id: string, targetOre: number, savedOre = targetOre): SavingsGoalRow => ({
  id,
  userId: 'u',
  title: id,
  targetOre,
  savedOre,
  targetDate: null,
  setBy: null,
  matchPercent: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  serverSeq: 1,
  version: 1,
  deleted: false,
  updatedAt: 0,
});

const facts = (goals: SavingsGoalRow[]): GamificationFacts => ({
  transactions: [],
  goals,
  deposits: [],
  xpEvents: [],
  earnedBadgeIds: new Set(),
  lessons: [],
  tasks: [],
  xpTotal: 0,
});

describe('goals reached, as the badges count them', () => {
  it('counts goals of at least the scoring target, not tiny ones typed full', () => {
    const stats = behaviourStats(
      facts([
        goal('big', MIN_SCORING_TARGET_ORE),
        goal('tiny-1', 100),
        goal('tiny-2', MIN_SCORING_TARGET_ORE - 1),
        goal('half', 2 * MIN_SCORING_TARGET_ORE, MIN_SCORING_TARGET_ORE),
      ]),
      new Date('2026-11-20T12:00:00Z'),
      [],
    );
    expect(stats.goalsCreated).toBe(4);
    expect(stats.goalsReached).toBe(1);
  });
});
