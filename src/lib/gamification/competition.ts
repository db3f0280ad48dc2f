/**
 * 'Månadens Tävling': the score, the ranking, days left and the prizes (docs/gamification.md).
 * The server computes what others see with the same rules; this is the client's own view.
 */
import {
  dayKey,
  daysLeftInMonth as stockholmDaysLeft,
  monthKey as stockholmMonthKey,
  weekKey,
} from '@/lib/dates';

import { isCompetitionKind, isXpKind, maxXpFor, XP_RULES } from './xp-rules';

/** Stockholm calendar days until the month ends, counting today (the last day has 1 left). */
export const daysLeftInMonth = (now: Date): number => stockholmDaysLeft(now);

/** The Stockholm month of an instant, e.g. '2026-11'. */
export const monthKey = (now: Date): string => stockholmMonthKey(now);

/** A half-open period of instants: start ≤ t < end (a month or ISO week from lib/dates). */
export type ScorePeriod = { start: Date; end: Date };

export type ScoreEvent = {
  kind: string;
  amount: number;
  /**
   * When the server recorded the award (xp_events.created_at). Needed when a period is given;
   * dated events of a day- or week-limited kind share that day's or week's ladder.
   */
  at?: string | number | Date;
  /** The award's source (no_spend_day: the date, budget_kept: the week, goal XP: 'goal:…'). */
  sourceId?: string;
  /** goal_milestone / goal_reached: the goal's target (goals under 100 kr never score). */
  goalTargetOre?: number;
};

export type GoalProgress = {
  /** The goal's target. Used only as the 100 % mark: kronor never score by themselves. */
  targetOre: number;
  /** Net deposits (deposits minus withdrawals) to the goal within the period. */
  depositedOre: number;
};

export type CompetitionScore = { score: number; xpPoints: number; goalPoints: number };

/** A goal gives at most this many progress points in one period. */
export const GOAL_POINTS_CAP = 100;
/** Goals below this target (100 kr) give no points: tiny goals would be reached for free. */
export const MIN_SCORING_TARGET_ORE = 10_000;
/** Only the best this-many goals of a period score, so opening many goals cannot farm points. */
export const SCORING_GOALS = 3;

/**
 * 1 point per whole percentage point of the goal's target deposited in the period, at most 100.
 * Judgement call: net of withdrawals and never below 0, so taking money out and putting it back
 * cannot score twice; goals under 100 kr do not score.
 */
export function goalProgressPoints({ targetOre, depositedOre }: GoalProgress): number {
  if (!(targetOre >= MIN_SCORING_TARGET_ORE) || !(depositedOre > 0)) return 0;
  return Math.min(GOAL_POINTS_CAP, Math.floor((100 * depositedOre) / targetOre));
}

/** The period's goal points: the best SCORING_GOALS goals' progress points. */
export function goalPointsFor(goals: readonly GoalProgress[]): number {
  return goals
    .map(goalProgressPoints)
    .sort((a, b) => b - a)
    .slice(0, SCORING_GOALS)
    .reduce((sum, points) => sum + points, 0);
}

const timeOf = (at: string | number | Date) => new Date(at).getTime();

const GOAL_XP_KINDS = new Set(['goal_milestone', 'goal_reached']);
const goalKey = (event: ScoreEvent) => event.sourceId?.split(':')[0]?.toLowerCase();

/**
 * Where a dated award's ladder runs (as the server's xp_effective): its Stockholm day or ISO
 * week, except no_spend_day and budget_kept, which name their own day or week in the source.
 */
function ladderScope(event: ScoreEvent & { at: NonNullable<ScoreEvent['at']> }): string | null {
  if (!isXpKind(event.kind)) return null;
  const { scope } = XP_RULES[event.kind];
  if (scope === 'source') return null;
  const ownDate = event.kind === 'no_spend_day' && /^\d{4}-\d{2}-\d{2}$/.test(event.sourceId ?? '');
  const ownWeek = event.kind === 'budget_kept' && /^\d{4}-W\d{2}$/.test(event.sourceId ?? '');
  if (ownDate || ownWeek) return `${event.kind}|${event.sourceId}`;
  const at = timeOf(event.at);
  return `${event.kind}|${scope === 'day' ? dayKey(at) : weekKey(at)}`;
}

/** Goals whose milestone XP may score: of 100 kr or more, the first SCORING_GOALS awarded. */
function scoringGoalKeys(events: readonly ScoreEvent[]): Set<string> {
  const keys: string[] = [];
  for (const event of events) {
    const key = goalKey(event);
    if (!GOAL_XP_KINDS.has(event.kind) || !key || keys.includes(key)) continue;
    if (event.goalTargetOre !== undefined && !(event.goalTargetOre >= MIN_SCORING_TARGET_ORE)) {
      continue;
    }
    keys.push(key);
  }
  return new Set(keys.slice(0, SCORING_GOALS));
}

/**
 * The competition score, the server's rules on the client (docs/gamification.md): XP of the
 * competition kinds (purchases, courses and tasks do not count) plus goal progress points.
 * Each award counts at most what its kind can give; dated awards of a day- or week-limited kind
 * count by their ladder in that day or week (a second deposit on one day gives 0); goal XP
 * counts only for goals of 100 kr or more and for the first three goals awarded. With a
 * `period`, only events inside it count (events without a time are left out); without one, the
 * caller has already picked the period's events.
 */
export function competitionScore(
  events: readonly ScoreEvent[],
  goalProgress: readonly GoalProgress[],
  period?: ScorePeriod,
): CompetitionScore {
  const inPeriod = events.filter((event) => {
    if (!isCompetitionKind(event.kind)) return false;
    if (!period) return true;
    if (event.at === undefined) return false;
    const t = timeOf(event.at);
    return t >= period.start.getTime() && t < period.end.getTime();
  });
  // The server's order: when each award was recorded (stable for equal or missing times).
  const ordered = inPeriod
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        (a.event.at === undefined ? 0 : timeOf(a.event.at)) -
          (b.event.at === undefined ? 0 : timeOf(b.event.at)) || a.index - b.index,
    )
    .map(({ event }) => event);
  const goals = scoringGoalKeys(ordered);
  const steps = new Map<string, number>();
  let xpPoints = 0;
  for (const event of ordered) {
    if (GOAL_XP_KINDS.has(event.kind) && event.sourceId !== undefined) {
      if (!goals.has(goalKey(event) ?? '')) continue;
    }
    const amount = Number.isFinite(event.amount) ? Math.floor(event.amount) : 0;
    let limit = maxXpFor(event.kind);
    const scope = event.at === undefined ? null : ladderScope({ ...event, at: event.at });
    if (scope && isXpKind(event.kind)) {
      const step = steps.get(scope) ?? 0;
      steps.set(scope, step + 1);
      limit = XP_RULES[event.kind].ladder[step] ?? 0;
    }
    xpPoints += Math.min(limit, Math.max(0, amount));
  }
  const goalPoints = goalPointsFor(goalProgress);
  return { score: xpPoints + goalPoints, xpPoints, goalPoints };
}

export type RankInput = {
  name: string;
  score: number;
  /** When the entry reached its current score; earlier ranks higher. null/absent ranks last. */
  reachedAt?: string | number | Date | null;
  /** A stable id, used only when everything else is equal. */
  id?: string;
};

export type Ranked<T> = T & { position: number };

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const reachedTime = (at: RankInput['reachedAt']) => {
  if (at === null || at === undefined) return Number.POSITIVE_INFINITY;
  const t = timeOf(at);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * Ranks by score (highest first), then the earlier time of reaching it, then name in Swedish
 * order (å, ä, ö after z), then id. Every entry gets its own position 1, 2, 3 … even when all of
 * these are equal, so the three prizes always go to three people.
 */
export function rankEntries<T extends RankInput>(entries: readonly T[]): Ranked<T>[] {
  return [...entries]
    .sort(
      (a, b) =>
        b.score - a.score ||
        reachedTime(a.reachedAt) - reachedTime(b.reachedAt) ||
        a.name.localeCompare(b.name, 'sv') ||
        byCodeUnit(a.id ?? '', b.id ?? ''),
    )
    .map((entry, i) => ({ ...entry, position: i + 1 }));
}

export type Prize = { position: 1 | 2 | 3; prize: string };

/** The month's prizes (spec §9). */
export const PRIZES: readonly Prize[] = [
  { position: 1, prize: '500 kr + hörlurar' },
  { position: 2, prize: '300 kr presentkort' },
  { position: 3, prize: '200 kr presentkort' },
];

export function prizeFor(position: number): string | null {
  return PRIZES.find((p) => p.position === position)?.prize ?? null;
}
