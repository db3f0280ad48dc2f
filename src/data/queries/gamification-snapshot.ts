import { dayKey, weekKey } from '@/lib/dates';
import {
  checkInStreak,
  nextBadge,
  weeklySavingStreak,
  type Badge,
  type BadgeProgress,
  type BehaviourStats,
  type CheckInStreak,
  type WeeklySavingStreak,
} from '@/lib/gamification';
import { levelFromXp, type LevelProgress } from '@/lib/levels';

import type { SlantisDb } from '../db';
import {
  behaviourStats,
  checkInDays,
  loadGamificationFacts,
  savingWeeks,
  type CourseCatalogue,
  type GamificationFacts,
} from './behaviour';

/** Everything the gamification screens show, in one live-queryable read. */
export type GamificationSnapshot = {
  stats: BehaviourStats;
  earnedBadgeIds: ReadonlySet<string>;
  checkIn: CheckInStreak;
  saving: WeeklySavingStreak;
  xpTotal: number;
  level: LevelProgress;
  /** The unearned badge closest to being earned, or null when every badge is earned. */
  next: { badge: Badge; progress: BadgeProgress } | null;
};

export function gamificationSnapshot(
  facts: GamificationFacts,
  now: Date,
  catalogue: CourseCatalogue,
): GamificationSnapshot {
  const stats = behaviourStats(facts, now, catalogue);
  const next = nextBadge(stats, facts.earnedBadgeIds);
  return {
    stats,
    earnedBadgeIds: facts.earnedBadgeIds,
    checkIn: checkInStreak(checkInDays(facts), dayKey(now)),
    saving: weeklySavingStreak(savingWeeks(facts), weekKey(now)),
    xpTotal: facts.xpTotal,
    level: levelFromXp(facts.xpTotal),
    next: next
      ? { badge: next.badge, progress: { current: next.current, target: next.target } }
      : null,
  };
}

export async function loadGamificationSnapshot(
  db: SlantisDb,
  userId: string,
  now: Date,
  catalogue: CourseCatalogue,
): Promise<GamificationSnapshot> {
  return gamificationSnapshot(await loadGamificationFacts(db, userId), now, catalogue);
}
