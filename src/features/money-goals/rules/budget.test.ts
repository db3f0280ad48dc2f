import { describe, expect, it } from 'vitest';

import { budgetStatus } from './budget';

describe('budgetStatus', () => {
  it.each([
    // used, total, variant, percent, left, over
    [85_000, 120_000, 'default', (85 / 120) * 100, 35_000, 0],
    [96_000, 120_000, 'default', 80, 24_000, 0],
    [96_001, 120_000, 'warning', (96_001 / 120_000) * 100, 23_999, 0],
    [150_000, 120_000, 'warning', 100, 0, 30_000],
    [0, 120_000, 'default', 0, 120_000, 0],
    [0, 0, 'default', 0, 0, 0],
  ] as const)('%i of %i öre is %s', (used, total, variant, percent, leftOre, overOre) => {
    expect(budgetStatus(used, total)).toEqual({ variant, percent, leftOre, overOre });
  });
});
