import { describe, expect, it } from 'vitest';

import { levelFromXp, xpToNext } from './levels';

describe('xpToNext', () => {
  it.each([
    [1, 300],
    [2, 350],
    [4, 450],
    [5, 500],
    [7, 500],
    [40, 500],
  ])('level %i takes %i XP', (level, xp) => expect(xpToNext(level)).toBe(xp));
});

describe('levelFromXp', () => {
  it.each([
    [0, 1, 0, 300],
    [299, 1, 299, 300],
    [300, 2, 0, 350],
    [1_499, 4, 449, 450],
    [1_500, 5, 0, 500],
    [2_840, 7, 340, 500],
    [3_000, 8, 0, 500],
    [51_500, 105, 0, 500],
    [-20, 1, 0, 300],
  ])('%i XP is level %i with %i/%i', (total, level, currentXp, toNext) => {
    expect(levelFromXp(total)).toEqual({
      level,
      currentXp,
      xpToNext: toNext,
      totalXp: Math.max(0, total),
    });
  });
});
