import type { Ore } from '@/lib/money';

/**
 * What a parent's promise ('we add N % of what you save') comes to so far, in whole öre
 * (rounded down, so the app never promises more than the parent does).
 */
export function promisedOre(savedOre: Ore, matchPercent: number): Ore {
  if (savedOre <= 0 || matchPercent <= 0) return 0;
  return Math.floor((savedOre * matchPercent) / 100);
}
