/**
 * The XP level curve, the one home of the rule: level 1 starts at 0 XP, and reaching the next
 * level takes min(500, 250 + 50 × level) XP — 300, 350, 400, 450, then 500 for every level after.
 * So 2 840 XP in total is level 7 with 340 of 500 XP (the spec's sample).
 *
 * The database decides a member's level: private.level_for_xp is generated from this curve by
 * scripts/gen-gamification-sql.ts (never written by hand; src/lib/gamification/catalog-sql.test.ts
 * fails when they disagree). The app uses it only to show progress, offline included.
 */
export const LEVEL_CURVE = { base: 250, perLevel: 50, max: 500 } as const;
export const MAX_XP_PER_LEVEL = LEVEL_CURVE.max;

export function xpToNext(level: number): number {
  return Math.min(LEVEL_CURVE.max, LEVEL_CURVE.base + LEVEL_CURVE.perLevel * level);
}

export type LevelProgress = {
  level: number;
  /** XP earned inside the current level. */
  currentXp: number;
  /** XP the current level takes in all. */
  xpToNext: number;
  totalXp: number;
};

export function levelFromXp(totalXp: number): LevelProgress {
  const total = Math.max(0, Math.floor(totalXp));
  let level = 1;
  let rest = total;
  // Levels below the flat part of the curve: at most four steps.
  while (xpToNext(level) < MAX_XP_PER_LEVEL && rest >= xpToNext(level)) {
    rest -= xpToNext(level);
    level += 1;
  }
  if (xpToNext(level) === MAX_XP_PER_LEVEL) {
    level += Math.floor(rest / MAX_XP_PER_LEVEL);
    rest %= MAX_XP_PER_LEVEL;
  }
  return { level, currentXp: rest, xpToNext: xpToNext(level), totalXp: total };
}
