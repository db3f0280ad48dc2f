/**
 * The XP table of docs/gamification.md as data, and the one function that says how much XP an
 * award gives right now. Pure: the caller counts what the user already has (from xp_events) and
 * passes it in; the server mirrors the same table in SQL.
 */

export const XP_KINDS = [
  'purchase_logged',
  'no_spend_day',
  'goal_deposit',
  'goal_milestone',
  'goal_reached',
  'budget_kept',
  'lesson_completed',
  'quiz_passed',
  'course_completed',
  'task_approved',
  'streak_milestone',
] as const;
export type XpKind = (typeof XP_KINDS)[number];

/**
 * How far a rule's repeat limit reaches: awards on the same Stockholm day, in the same ISO week
 * (Stockholm), or for the same source (one lesson, one goal and milestone, one task …).
 */
export type XpScope = 'day' | 'week' | 'source';

/** Where the XP of a variable award comes from. */
export type XpValueSource = 'course' | 'task' | 'goalMilestone' | 'streakMilestone';

export type XpRule = {
  kind: XpKind;
  /** The XP of the first award in the scope (for variable kinds: the largest possible award). */
  xp: number;
  scope: XpScope;
  /** XP of the 1st, 2nd, 3rd … award in the scope; every award after the ladder gives 0. */
  ladder: readonly number[];
  /** Set when the XP is taken from the source (a course's XP, a task's XP, a milestone). */
  value?: XpValueSource;
  /** Counts toward 'Månadens Tävling'. */
  competition: boolean;
};

/** The largest XP a course gives (investera-for-framtiden: 500); the server check's bound. */
export const COURSE_XP_MAX = 500;
/** A parent-approved task gives the task's XP, at most this. */
export const TASK_XP_MAX = 100;
/** Goal milestones in percent, each worth 25 XP once per goal. */
export const GOAL_MILESTONES = [25, 50, 75] as const;
/** Check-in streak milestones (days) → XP, each once per streak run. */
export const STREAK_MILESTONE_XP: Readonly<Record<number, number>> = { 7: 25, 30: 100, 100: 250 };
export const STREAK_MILESTONES = [7, 30, 100] as const;
/** A quiz is passed at 60 % correct or more. */
export const QUIZ_PASS_PERCENT = 60;
/**
 * A quiz passed on a later attempt (the first one failed) is practice: this much XP, once per
 * lesson, and no competition points. Only a lesson's first attempt scores.
 */
export const QUIZ_PRACTICE_XP = 5;

export const XP_RULES: Readonly<Record<XpKind, XpRule>> = {
  // A purchase or an income: 1st–3rd of the day 5 XP, 4th–6th 2 XP, then 0.
  purchase_logged: {
    kind: 'purchase_logged',
    xp: 5,
    scope: 'day',
    ladder: [5, 5, 5, 2, 2, 2],
    competition: false,
  },
  no_spend_day: { kind: 'no_spend_day', xp: 5, scope: 'day', ladder: [5], competition: true },
  // The first deposit of the day over all goals (not per goal, so extra goals cannot farm XP).
  // Only deposits are awards: a withdrawal (a negative deposit) never is.
  goal_deposit: { kind: 'goal_deposit', xp: 10, scope: 'day', ladder: [10], competition: true },
  // Source = one goal and one milestone, e.g. `${goalId}:25` (see goalMilestoneSource).
  goal_milestone: {
    kind: 'goal_milestone',
    xp: 25,
    scope: 'source',
    ladder: [25],
    value: 'goalMilestone',
    competition: true,
  },
  goal_reached: {
    kind: 'goal_reached',
    xp: 100,
    scope: 'source',
    ladder: [100],
    competition: true,
  },
  budget_kept: { kind: 'budget_kept', xp: 50, scope: 'week', ladder: [50], competition: true },
  lesson_completed: {
    kind: 'lesson_completed',
    xp: 10,
    scope: 'source',
    ladder: [10],
    competition: true,
  },
  quiz_passed: { kind: 'quiz_passed', xp: 15, scope: 'source', ladder: [15], competition: true },
  // Learning, but not in the doc's list of competition kinds: the lessons and quizzes inside the
  // course already count, and course XP differs a lot between courses (40–500).
  course_completed: {
    kind: 'course_completed',
    xp: COURSE_XP_MAX,
    scope: 'source',
    ladder: [COURSE_XP_MAX],
    value: 'course',
    competition: false,
  },
  // Not a competition kind: it depends on a parent setting tasks, which not every teen has.
  task_approved: {
    kind: 'task_approved',
    xp: TASK_XP_MAX,
    scope: 'source',
    ladder: [TASK_XP_MAX],
    value: 'task',
    competition: false,
  },
  // Source = one milestone of one streak run, e.g. `${runStart}:7` (see streakMilestoneSource).
  streak_milestone: {
    kind: 'streak_milestone',
    xp: 250,
    scope: 'source',
    ladder: [250],
    value: 'streakMilestone',
    competition: true,
  },
};

/** The kinds that count toward the competition score (docs/gamification.md). */
export const competitionKinds: readonly XpKind[] = XP_KINDS.filter(
  (kind) => XP_RULES[kind].competition,
);

export function isXpKind(kind: string): kind is XpKind {
  return (XP_KINDS as readonly string[]).includes(kind);
}

export function isCompetitionKind(kind: string): boolean {
  return isXpKind(kind) && XP_RULES[kind].competition;
}

export type XpContext = {
  /**
   * Awards of this kind the user already has in the rule's scope: on the same Stockholm day
   * ('day'), in the same ISO week ('week') or for the same source ('source'). Awards that gave
   * 0 XP count too (the 7th purchase of a day is still the 7th).
   */
  already: number;
  /**
   * For variable kinds: the course's XP, the task's XP, the goal milestone (25/50/75) or the
   * streak milestone in days (7/30/100). Ignored by the other kinds.
   */
  value?: number;
};

const wholeNonNegative = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? 0 : Math.max(0, Math.floor(n));

function variableXp(source: XpValueSource, value: number | undefined): number {
  const v = wholeNonNegative(value);
  switch (source) {
    case 'course':
      return Math.min(COURSE_XP_MAX, v);
    case 'task':
      return Math.min(TASK_XP_MAX, v);
    case 'goalMilestone':
      return (GOAL_MILESTONES as readonly number[]).includes(v) ? 25 : 0;
    case 'streakMilestone':
      return STREAK_MILESTONE_XP[v] ?? 0;
  }
}

/** The XP this award gives now: the ladder step for `already`, 0 once the limit is reached. */
export function xpForAward(kind: XpKind, context: XpContext): number {
  const rule = XP_RULES[kind];
  const step = rule.ladder[wholeNonNegative(context.already)];
  if (step === undefined) return 0;
  return rule.value ? variableXp(rule.value, context.value) : step;
}

/** The most one award of the kind can give: the server trigger's bound (0 for unknown kinds). */
export function maxXpFor(kind: string): number {
  return isXpKind(kind) ? Math.max(...XP_RULES[kind].ladder) : 0;
}

/** The most all awards of the kind in one scope (day, week or source) can give together. */
export function scopeCapFor(kind: XpKind): number {
  return XP_RULES[kind].ladder.reduce((sum, xp) => sum + xp, 0);
}

/** The most XP day-limited kinds can give on one Stockholm day (5·3 + 2·3 + 5 + 10 = 36). */
export const DAY_LIMITED_XP_CAP = XP_KINDS.filter((kind) => XP_RULES[kind].scope === 'day').reduce(
  (sum, kind) => sum + scopeCapFor(kind),
  0,
);

/** A quiz is passed with at least 60 % right (0 questions is never a pass). */
export function quizPassed(correct: number, total: number): boolean {
  // Whole numbers only, so 3 of 5 is exactly 60 %.
  return total > 0 && correct >= 0 && correct * 100 >= total * QUIZ_PASS_PERCENT;
}

/**
 * The goal milestones (25/50/75) crossed when a goal goes from `beforePercent` to `afterPercent`.
 * A deposit that jumps past several gives each of them (each once per goal: the caller's
 * `already` for that source stops repeats after a withdrawal and a new deposit).
 */
export function goalMilestonesCrossed(beforePercent: number, afterPercent: number): number[] {
  return GOAL_MILESTONES.filter((m) => beforePercent < m && afterPercent >= m);
}

/** The streak milestones (7/30/100 days) a streak of `current` days has reached. */
export function streakMilestonesReached(current: number): number[] {
  return STREAK_MILESTONES.filter((m) => current >= m);
}

/** source_id of a goal milestone award: one goal and one milestone. */
export const goalMilestoneSource = (goalId: string, milestone: number) => `${goalId}:${milestone}`;

/** source_id of a streak milestone award: one streak run (its first day) and one milestone. */
export const streakMilestoneSource = (runStart: string, milestone: number) =>
  `streak:${runStart}:${milestone}`;
