import { dayKey, weekKey } from '@/lib/dates';
import {
  addWeeksToKey,
  checkInStreak,
  dateFromDayNumber,
  newlyEarned,
  streakMilestoneSource,
  streakMilestonesReached,
  weekNumber,
  xpForAward,
  type XpKind,
} from '@/lib/gamification';

import { aggregateKeys, readAggregate } from '../aggregates';
import type { SlantisDb } from '../db';
import { runLocalWrite } from '../local-write';
import {
  behaviourStats,
  checkInDays,
  keptBudgetWeeks,
  loadGamificationFacts,
  noSpendDates,
  type CourseCatalogue,
  type GamificationFacts,
} from '../queries/behaviour';
import type { EarnedBadgeRow } from '../types';
import { currentBudget } from './budgets';
import {
  announceAwards,
  awardTables,
  earnedBadgeId,
  noAwards,
  planAwards,
  writeAwards,
  type AwardResult,
  type XpAward,
} from './xp';

/**
 * budget_kept looks back this many ended ISO weeks: last week only, as the server judges it
 * (fair play: older weeks cannot be claimed later).
 */
export const BUDGET_LOOKBACK_WEEKS = 1;

/** The Monday ('YYYY-MM-DD') of an ISO week key ('2026-W47' → '2026-11-16'). */
export function mondayOfWeek(key: string): string {
  const n = weekNumber(key);
  if (n === null) throw new RangeError(`Not an ISO week key: ${key}`);
  return dateFromDayNumber(n * 7 + 4);
}

/**
 * budget_kept awards due: each of the last BUDGET_LOOKBACK_WEEKS ended ISO weeks (Stockholm)
 * that had a weekly budget (the latest one set on or before it, as the budget card shows),
 * spending ≤ that budget, and no award yet (source: the week key, '2026-W47').
 *
 * Judgement call: the week must also have had a money check-in (a purchase or income logged,
 * or a no-spend day marked). Otherwise a budget set once and an app left alone would pay
 * 50 XP a week for doing nothing — "kept" means the user kept track.
 */
export async function budgetKeptAwards(
  db: SlantisDb,
  userId: string,
  now: Date,
  facts: GamificationFacts,
): Promise<XpAward[]> {
  const kept = new Set(keptBudgetWeeks(facts));
  const noSpendWeeks = new Set([...noSpendDates(facts)].map((date) => weekKey(noonUtc(date))));
  const thisWeek = weekKey(now);
  const awards: XpAward[] = [];
  for (let back = 1; back <= BUDGET_LOOKBACK_WEEKS; back += 1) {
    const week = addWeeksToKey(thisWeek, -back);
    if (kept.has(week)) continue;
    const monday = mondayOfWeek(week);
    const at = noonUtc(monday);
    const [budget, spent, logged] = await Promise.all([
      currentBudget(db, userId, monday),
      readAggregate(db, userId, aggregateKeys.weekSpent(at)),
      readAggregate(db, userId, aggregateKeys.weekCount(at)),
    ]);
    if (!budget || spent > budget.limitOre) continue;
    if (logged <= 0 && !noSpendWeeks.has(week)) continue;
    awards.push({
      kind: 'budget_kept',
      sourceId: week,
      amount: xpForAward('budget_kept', { already: 0 }),
    });
  }
  return awards;
}

/** Noon UTC of a Stockholm date: safely inside that Stockholm day whatever the DST offset. */
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * streak_milestone awards due: the check-in streak's run (identified by its first day) has
 * reached 7 / 30 / 100 check-in days; once per milestone per run.
 */
export function streakMilestoneAwards(facts: GamificationFacts, now: Date): XpAward[] {
  const streak = checkInStreak(checkInDays(facts), dayKey(now));
  if (!streak.runStart) return [];
  const have = new Set(
    facts.xpEvents.filter((e) => e.kind === 'streak_milestone').map((e) => e.sourceId),
  );
  const kind: XpKind = 'streak_milestone';
  return streakMilestonesReached(streak.current)
    .map((m) => ({
      kind,
      sourceId: streakMilestoneSource(streak.runStart as string, m),
      amount: xpForAward(kind, { already: 0, value: m }),
    }))
    .filter((award) => !have.has(award.sourceId));
}

/** What one evaluation wrote. */
export type Evaluation = AwardResult & { badges: EarnedBadgeRow[] };

/** Provisional badges (never pushed: the server evaluates its own, with the same ids). */
async function writeBadges(
  db: SlantisDb,
  userId: string,
  badgeIds: readonly string[],
  now: Date,
): Promise<EarnedBadgeRow[]> {
  if (badgeIds.length === 0) return [];
  const ids = await Promise.all(badgeIds.map((badgeId) => earnedBadgeId(userId, badgeId)));
  const written: EarnedBadgeRow[] = [];
  await runLocalWrite(db, [db.earnedBadges], async () => {
    for (const [i, badgeId] of badgeIds.entries()) {
      const id = ids[i] as string;
      const held = await db.earnedBadges
        .where({ userId, badgeId })
        .filter((row) => !row.deleted)
        .count();
      if (held > 0 || (await db.earnedBadges.get(id))) continue;
      const row: EarnedBadgeRow = {
        id,
        userId,
        badgeId,
        earnedAt: now.toISOString(),
        serverSeq: null,
        version: null,
        deleted: false,
        updatedAt: now.getTime(),
      };
      await db.earnedBadges.add(row);
      written.push(row);
    }
  });
  return written;
}

/**
 * Brings the user's awards up to date with what they have done (run at start, after a sync
 * pull and after every local write): budget_kept for ended weeks, streak milestones, then every
 * badge the stats now earn. Each award and badge is written once (name-based ids, re-checked
 * inside the write), so running it twice, or on two devices, gives nothing more. They are
 * provisional and never pushed: the server's refresh_awards derives the same rows with the
 * same ids, and a row it declined stays a tombstone, never awarded again here. Writes only
 * when something is due, and announces what it wrote (onAwards) for the celebrations; `catchUp`
 * marks a run that follows history rather than something just done here (not celebrated).
 */
export async function evaluateGamification(
  db: SlantisDb,
  userId: string,
  now: Date,
  catalogue: CourseCatalogue,
  { catchUp = false }: { catchUp?: boolean } = {},
): Promise<Evaluation> {
  let facts = await loadGamificationFacts(db, userId);
  const due = [
    ...(await budgetKeptAwards(db, userId, now, facts)),
    ...streakMilestoneAwards(facts, now),
  ];
  let awards = noAwards();
  if (due.length > 0) {
    const planned = await planAwards(userId, due);
    await runLocalWrite(db, awardTables(db), async () => {
      awards = await writeAwards(db, userId, planned, now);
    });
    if (awards.events.length > 0) facts = await loadGamificationFacts(db, userId);
  }
  const stats = behaviourStats(facts, now, catalogue);
  const earned = newlyEarned(stats, facts.earnedBadgeIds).map((badge) => badge.id);
  const badges = await writeBadges(db, userId, earned, now);
  announceAwards(userId, awards, badges, catchUp);
  return { ...awards, badges };
}
