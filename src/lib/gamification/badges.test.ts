import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  badgeById,
  badgeProgress,
  BADGES,
  EMPTY_STATS,
  isEarned,
  newlyEarned,
  nextBadge,
  type BadgeRarity,
  type BehaviourStats,
  type CountStat,
} from './badges';

const stats = (patch: Partial<BehaviourStats> = {}): BehaviourStats => ({
  ...EMPTY_STATS,
  ...patch,
});
const ids = (badges: { id: string }[]) => badges.map((b) => b.id);

describe('the catalogue', () => {
  it('has at least 24 badges with unique ids', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ids([...BADGES])).size).toBe(BADGES.length);
  });

  it.each(['common', 'rare', 'epic', 'legendary'] as BadgeRarity[])(
    'has several %s badges',
    (rarity) => expect(BADGES.filter((b) => b.rarity === rarity).length).toBeGreaterThanOrEqual(4),
  );

  it('uses only the six icons', () => {
    for (const badge of BADGES) {
      expect(['trophy', 'star', 'zap', 'heart', 'shield', 'crown']).toContain(badge.icon);
    }
  });

  it('has Swedish texts that end calmly, without exclamation marks', () => {
    for (const badge of BADGES) {
      expect(badge.title.length).toBeGreaterThan(0);
      expect(badge.description).toMatch(/\.$/);
      expect(badge.title + badge.description).not.toMatch(/!/);
    }
  });

  it('never asks for kronor', () => {
    for (const badge of BADGES) expect(badge.description).not.toMatch(/\bkr\b|kronor/);
  });

  it('has positive whole targets', () => {
    for (const { rule } of BADGES) {
      if (rule.type === 'atLeast') {
        expect(Number.isInteger(rule.target)).toBe(true);
        expect(rule.target).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['first-purchase', 'common', { purchasesLogged: 1 }],
    ['first-save', 'common', { goalDepositDays: 1 }],
    ['first-lesson', 'common', { lessonsCompleted: 1 }],
    ['budget-master', 'rare', { budgetWeeksKept: 1 }],
    ['streak-7', 'rare', { longestCheckInStreak: 7 }],
    ['saved-1000', 'epic', { goalDepositDays: 50 }],
    ['goal-reached', 'rare', { goalsReached: 1 }],
    ['level-20', 'legendary', { level: 20 }],
  ] as const)('keeps the starter badge %s (%s)', (id, rarity, enough) => {
    const badge = badgeById(id)!;
    expect(badge.rarity).toBe(rarity);
    expect(isEarned(badge, stats(enough))).toBe(true);
    const [[stat, value]] = Object.entries(enough) as [[CountStat, number]];
    expect(isEarned(badge, stats({ [stat]: value - 1 }))).toBe(false);
  });
});

describe('rules', () => {
  it.each([
    ['streak-3', { longestCheckInStreak: 2 }, false],
    ['streak-3', { longestCheckInStreak: 3 }, true],
    ['streak-30', { longestCheckInStreak: 30 }, true],
    ['streak-100', { longestCheckInStreak: 99 }, false],
    ['streak-100', { longestCheckInStreak: 100 }, true],
    ['saving-streak-4', { longestSavingStreak: 4 }, true],
    ['saving-streak-10', { longestSavingStreak: 9 }, false],
    ['saving-streak-26', { longestSavingStreak: 26 }, true],
    ['saving-streak-52', { longestSavingStreak: 52 }, true],
    ['budget-streak-4', { longestBudgetKeptRun: 4 }, true],
    ['budget-streak-4', { budgetWeeksKept: 20, longestBudgetKeptRun: 3 }, false],
    ['budget-streak-10', { longestBudgetKeptRun: 10 }, true],
    ['budget-weeks-26', { budgetWeeksKept: 26 }, true],
    ['budget-weeks-52', { budgetWeeksKept: 51 }, false],
    ['goals-5', { goalsReached: 5 }, true],
    ['goals-5', { goalsCreated: 9, goalsReached: 4 }, false],
    ['first-goal', { goalsCreated: 1 }, true],
    ['first-no-spend', { noSpendDays: 1 }, true],
    ['no-spend-10', { noSpendDays: 10 }, true],
    ['purchase-days-25', { purchasesLogged: 300, purchaseDays: 24 }, false],
    ['purchase-days-25', { purchaseDays: 25 }, true],
    ['deposit-days-25', { goalDepositDays: 25 }, true],
    ['first-quiz', { quizzesPassed: 1 }, true],
    ['perfect-quiz', { perfectQuizzes: 1 }, true],
    ['perfect-quiz-10', { perfectQuizzes: 10 }, true],
    ['lessons-10', { lessonsCompleted: 10 }, true],
    ['first-course', { coursesCompleted: 1 }, true],
    ['first-task', { tasksApproved: 1 }, true],
    ['tasks-10', { tasksApproved: 10 }, true],
    ['tasks-25', { tasksApproved: 24 }, false],
    ['tasks-25', { tasksApproved: 25 }, true],
    ['public-courses', { publicCoursesCompleted: 4, publicCoursesTotal: 4 }, true],
    ['public-courses', { publicCoursesCompleted: 3, publicCoursesTotal: 4 }, false],
    ['public-courses', { publicCoursesCompleted: 0, publicCoursesTotal: 0 }, false],
    ['all-courses', { coursesCompleted: 12, coursesTotal: 12 }, true],
    ['all-courses', { coursesCompleted: 11, coursesTotal: 12 }, false],
    ['all-courses', { coursesCompleted: 3, coursesTotal: 0 }, false],
  ] as const)('%s with %j: %s', (id, patch, earned) => {
    expect(isEarned(badgeById(id)!, stats(patch))).toBe(earned);
  });

  it('treats broken counts as 0', () => {
    const badge = badgeById('first-purchase')!;
    expect(isEarned(badge, stats({ purchasesLogged: Number.NaN }))).toBe(false);
    expect(isEarned(badge, stats({ purchasesLogged: -4 }))).toBe(false);
    expect(isEarned(badge, stats({ purchasesLogged: 0.5 }))).toBe(false);
  });

  it('earns nothing for a new user', () => {
    expect(newlyEarned(EMPTY_STATS, [])).toEqual([]);
  });

  it('property: more of any count never takes a badge away', () => {
    const keys = Object.keys(EMPTY_STATS).filter((k) => !k.endsWith('Total')) as CountStat[];
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(keys.map((k) => [k, fc.nat(120)])) as Record<
            CountStat,
            fc.Arbitrary<number>
          >,
        ),
        fc.constantFrom(...keys),
        fc.nat(50),
        (counts, key, more) => {
          const before = stats({ ...counts, coursesTotal: 12, publicCoursesTotal: 4 });
          const after = { ...before, [key]: before[key] + more };
          for (const badge of BADGES) {
            if (isEarned(badge, before)) expect(isEarned(badge, after)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('badgeProgress', () => {
  it.each([
    ['streak-30', { longestCheckInStreak: 12 }, 12, 30],
    ['streak-30', { longestCheckInStreak: 45 }, 30, 30],
    ['tasks-10', {}, 0, 10],
    ['public-courses', { publicCoursesCompleted: 2, publicCoursesTotal: 4 }, 2, 4],
    ['all-courses', { coursesCompleted: 5, coursesTotal: 12 }, 5, 12],
  ] as const)('%s with %j is %i of %i', (id, patch, current, target) => {
    expect(badgeProgress(badgeById(id)!, stats(patch))).toEqual({ current, target });
  });
});

describe('newlyEarned', () => {
  it('returns the badges earned now and not before, in catalogue order', () => {
    const now = stats({ purchasesLogged: 3, purchaseDays: 2, lessonsCompleted: 1, level: 2 });
    expect(ids(newlyEarned(now, []))).toEqual(['first-purchase', 'first-lesson']);
    expect(ids(newlyEarned(now, ['first-purchase']))).toEqual(['first-lesson']);
    expect(ids(newlyEarned(now, new Set(['first-purchase', 'first-lesson'])))).toEqual([]);
  });

  it('gives a whole ladder at once when the counts jump', () => {
    expect(ids(newlyEarned(stats({ longestCheckInStreak: 120 }), ['streak-3']))).toEqual([
      'streak-7',
      'streak-30',
      'streak-100',
    ]);
  });

  it('ignores ids it does not know', () => {
    expect(ids(newlyEarned(stats({ goalsCreated: 1 }), ['retired-badge']))).toEqual(['first-goal']);
  });
});

describe('nextBadge', () => {
  it('picks the unearned badge with the largest share done', () => {
    const next = nextBadge(stats({ longestCheckInStreak: 6, lessonsCompleted: 5 }), [
      'first-lesson',
      'streak-3',
    ]);
    expect(next).toMatchObject({ current: 6, target: 7 });
    expect(next?.badge.id).toBe('streak-7');
  });

  it('skips badges already earned by the stats even if not yet stored', () => {
    const next = nextBadge(stats({ purchasesLogged: 1 }), []);
    expect(next?.badge.id).not.toBe('first-purchase');
  });

  it('is null when everything is earned', () => {
    expect(nextBadge(EMPTY_STATS, ids([...BADGES]))).toBeNull();
  });
});
