import { describe, expect, it } from 'vitest';

import { chartScale } from './chart-scale';

const kr = (n: number) => n * 100;

describe('chartScale: a value axis from 0 to a round number of kronor', () => {
  it.each<[string, number, number[]]>([
    ['nothing spent: 0–100 kr', 0, [0, 25, 50, 75, 100]],
    ['a negative total is treated as nothing', kr(-40), [0, 25, 50, 75, 100]],
    ['a few kronor: whole-krona steps', kr(3), [0, 1, 2, 3]],
    ['öre only: one 1 kr step', 50, [0, 1]],
    ['an even top is kept', kr(400), [0, 100, 200, 300, 400]],
    ['350 kr', kr(350), [0, 100, 200, 300, 400]],
    ['1 234 kr', kr(1234), [0, 500, 1000, 1500]],
    ['87,50 kr', 8750, [0, 25, 50, 75, 100]],
    ['9 kr: steps of 5 kr, never 2,50 kr', kr(9), [0, 5, 10]],
    ['a teen’s big month, 12 500 kr', kr(12_500), [0, 5000, 10_000, 15_000]],
  ])('%s', (_, max, ticksKr) => {
    const scale = chartScale(max);
    expect(scale.ticks).toEqual(ticksKr.map(kr));
    expect(scale.top).toBe(scale.ticks.at(-1));
    expect(scale.top).toBeGreaterThanOrEqual(max);
    expect(scale.step % 100).toBe(0);
  });
});
