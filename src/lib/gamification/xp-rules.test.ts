import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  competitionKinds,
  DAY_LIMITED_XP_CAP,
  goalMilestonesCrossed,
  goalMilestoneSource,
  isCompetitionKind,
  maxXpFor,
  quizPassed,
  scopeCapFor,
  streakMilestoneSource,
  streakMilestonesReached,
  XP_KINDS,
  XP_RULES,
  xpForAward,
  type XpKind,
} from './xp-rules';

describe('the XP table', () => {
  it.each([
    ['purchase_logged', 5, 'day'],
    ['no_spend_day', 5, 'day'],
    ['goal_deposit', 10, 'day'],
    ['goal_milestone', 25, 'source'],
    ['goal_reached', 100, 'source'],
    ['budget_kept', 50, 'week'],
    ['lesson_completed', 10, 'source'],
    ['quiz_passed', 15, 'source'],
    ['course_completed', 500, 'source'],
    ['task_approved', 100, 'source'],
    ['streak_milestone', 250, 'source'],
  ] as const)('%s: %i XP at most, limited per %s', (kind, xp, scope) => {
    expect(XP_RULES[kind].xp).toBe(xp);
    expect(XP_RULES[kind].scope).toBe(scope);
    expect(maxXpFor(kind)).toBe(xp);
  });

  it('lists every kind once, each with its own rule', () => {
    expect(new Set(XP_KINDS).size).toBe(11);
    for (const kind of XP_KINDS) expect(XP_RULES[kind].kind).toBe(kind);
  });

  it('gives 0 as the bound of an unknown kind', () => {
    expect(maxXpFor('coins_found')).toBe(0);
    expect(maxXpFor('')).toBe(0);
  });
});

describe('xpForAward', () => {
  it.each([
    [0, 5],
    [1, 5],
    [2, 5],
    [3, 2],
    [4, 2],
    [5, 2],
    [6, 0],
    [7, 0],
    [100, 0],
  ])('purchase_logged with %i already today gives %i', (already, xp) => {
    expect(xpForAward('purchase_logged', { already })).toBe(xp);
  });

  it.each([
    ['no_spend_day', 0, undefined, 5],
    ['no_spend_day', 1, undefined, 0],
    ['goal_deposit', 0, undefined, 10],
    ['goal_deposit', 1, undefined, 0],
    ['budget_kept', 0, undefined, 50],
    ['budget_kept', 1, undefined, 0],
    ['lesson_completed', 0, undefined, 10],
    ['lesson_completed', 1, undefined, 0],
    ['quiz_passed', 0, undefined, 15],
    ['quiz_passed', 2, undefined, 0],
    ['goal_reached', 0, undefined, 100],
    ['goal_reached', 1, undefined, 0],
    ['goal_milestone', 0, 25, 25],
    ['goal_milestone', 0, 50, 25],
    ['goal_milestone', 0, 75, 25],
    ['goal_milestone', 0, 100, 0],
    ['goal_milestone', 0, 30, 0],
    ['goal_milestone', 1, 50, 0],
    ['course_completed', 0, 100, 100],
    ['course_completed', 0, 40, 40],
    ['course_completed', 0, 500, 500],
    ['course_completed', 0, 9_999, 500],
    ['course_completed', 1, 100, 0],
    ['task_approved', 0, 30, 30],
    ['task_approved', 0, 100, 100],
    ['task_approved', 0, 250, 100],
    ['task_approved', 0, -5, 0],
    ['task_approved', 0, 12.7, 12],
    ['task_approved', 0, undefined, 0],
    ['task_approved', 1, 30, 0],
    ['streak_milestone', 0, 7, 25],
    ['streak_milestone', 0, 30, 100],
    ['streak_milestone', 0, 100, 250],
    ['streak_milestone', 0, 14, 0],
    ['streak_milestone', 1, 7, 0],
  ] as const)('%s with %i already (value %s) gives %i', (kind, already, value, xp) => {
    expect(xpForAward(kind, value === undefined ? { already } : { already, value })).toBe(xp);
  });

  it('treats a broken count as none', () => {
    expect(xpForAward('purchase_logged', { already: -3 })).toBe(5);
    expect(xpForAward('purchase_logged', { already: Number.NaN })).toBe(5);
    expect(xpForAward('purchase_logged', { already: 3.9 })).toBe(2);
  });
});

describe('caps', () => {
  it.each([
    ['purchase_logged', 21],
    ['no_spend_day', 5],
    ['goal_deposit', 10],
    ['budget_kept', 50],
  ] as const)('%s gives at most %i per scope', (kind, cap) => {
    expect(scopeCapFor(kind)).toBe(cap);
  });

  it('caps day-limited XP at 36 a day', () => expect(DAY_LIMITED_XP_CAP).toBe(36));

  const dayKinds = XP_KINDS.filter((kind) => XP_RULES[kind].scope === 'day');

  it('property: any sequence of awards in one day stays within every cap', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...dayKinds), { maxLength: 60 }), (sequence) => {
        const counts = new Map<XpKind, number>();
        const sums = new Map<XpKind, number>();
        let total = 0;
        for (const kind of sequence) {
          const already = counts.get(kind) ?? 0;
          const xp = xpForAward(kind, { already });
          expect(xp).toBeGreaterThanOrEqual(0);
          expect(xp).toBeLessThanOrEqual(maxXpFor(kind));
          counts.set(kind, already + 1);
          sums.set(kind, (sums.get(kind) ?? 0) + xp);
          total += xp;
        }
        for (const [kind, sum] of sums) expect(sum).toBeLessThanOrEqual(scopeCapFor(kind));
        expect(total).toBeLessThanOrEqual(DAY_LIMITED_XP_CAP);
      }),
    );
  });

  it('property: the purchase ladder never pays more for a later purchase', () => {
    fc.assert(
      fc.property(fc.nat(50), (n) => {
        expect(xpForAward('purchase_logged', { already: n + 1 })).toBeLessThanOrEqual(
          xpForAward('purchase_logged', { already: n }),
        );
      }),
    );
  });

  it('property: no award ever exceeds maxXpFor, whatever the context', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...XP_KINDS),
        fc.integer({ min: -5, max: 20 }),
        fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: false }), { nil: undefined }),
        (kind, already, value) => {
          const xp = xpForAward(kind, value === undefined ? { already } : { already, value });
          expect(xp).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(xp)).toBe(true);
          expect(xp).toBeLessThanOrEqual(maxXpFor(kind));
        },
      ),
    );
  });
});

describe('competition kinds', () => {
  it('are the saving and learning kinds of the doc, not purchases, courses or tasks', () => {
    expect([...competitionKinds].sort()).toEqual(
      [
        'budget_kept',
        'goal_deposit',
        'goal_milestone',
        'goal_reached',
        'lesson_completed',
        'no_spend_day',
        'quiz_passed',
        'streak_milestone',
      ].sort(),
    );
    expect(isCompetitionKind('purchase_logged')).toBe(false);
    expect(isCompetitionKind('course_completed')).toBe(false);
    expect(isCompetitionKind('task_approved')).toBe(false);
    expect(isCompetitionKind('made_up')).toBe(false);
    expect(isCompetitionKind('goal_deposit')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    [2, 5, false],
    [3, 5, true],
    [3, 4, true],
    [6, 10, true],
    [5, 10, false],
    [3, 3, true],
    [0, 0, false],
  ])('quizPassed(%i of %i) = %s', (correct, total, passed) => {
    expect(quizPassed(correct, total)).toBe(passed);
  });

  it.each([
    [0, 24.9, []],
    [0, 25, [25]],
    [10, 80, [25, 50, 75]],
    [25, 49, []],
    [49.5, 50, [50]],
    [0, 100, [25, 50, 75]],
    [80, 30, []],
  ])('goalMilestonesCrossed(%d → %d) = %j', (before, after, crossed) => {
    expect(goalMilestonesCrossed(before, after)).toEqual(crossed);
  });

  it.each([
    [6, []],
    [7, [7]],
    [29, [7]],
    [30, [7, 30]],
    [150, [7, 30, 100]],
  ])('streakMilestonesReached(%i) = %j', (current, reached) => {
    expect(streakMilestonesReached(current)).toEqual(reached);
  });

  it('builds source ids unique per goal and milestone, and per streak run and milestone', () => {
    expect(goalMilestoneSource('g1', 50)).toBe('g1:50');
    expect(streakMilestoneSource('2026-11-01', 7)).toBe('streak:2026-11-01:7');
    expect(streakMilestoneSource('2026-11-01', 7)).not.toBe(streakMilestoneSource('2026-12-01', 7));
  });
});
