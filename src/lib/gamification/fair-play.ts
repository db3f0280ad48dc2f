/**
 * Fair-play limits of 'Månadens Tävling' (docs/gamification.md § Fair play, the Tävlingsregler
 * page). The database enforces every one of them (the generated catalogue migration copies these
 * numbers); the app uses them only to explain the rules and to show provisional points offline.
 */
import { levelFromXp } from '../levels';
import type { XpKind } from './xp-rules';

/** No one earns more competition points than this in one Stockholm day. */
export const DAILY_POINTS_CEILING = 150;

/** What competition points are earned for; each category has its own ceiling per day. */
export type PointsCategory = 'learning' | 'saving' | 'budget' | 'streak';

/** The most points one category gives in one Stockholm day. */
export const CATEGORY_DAILY_CAPS: Readonly<Record<PointsCategory, number>> = {
  learning: 75,
  saving: 100,
  budget: 55,
  streak: 100,
};

/** The category of each competition kind (kinds that are not in the competition have none). */
export const KIND_CATEGORY: Readonly<Partial<Record<XpKind, PointsCategory>>> = {
  lesson_completed: 'learning',
  quiz_passed: 'learning',
  goal_deposit: 'saving',
  goal_milestone: 'saving',
  goal_reached: 'saving',
  no_spend_day: 'budget',
  budget_kept: 'budget',
  streak_milestone: 'streak',
};

/** What XP is earned for: every kind has a category with its own ceiling per Stockholm day. */
export type XpCategory = PointsCategory | 'logging' | 'family';

/** The XP category of every kind (issue 40: XP as bounded as points). */
export const XP_CATEGORY: Readonly<Record<XpKind, XpCategory>> = {
  purchase_logged: 'logging',
  no_spend_day: 'budget',
  budget_kept: 'budget',
  goal_deposit: 'saving',
  goal_milestone: 'saving',
  goal_reached: 'saving',
  lesson_completed: 'learning',
  quiz_passed: 'learning',
  course_completed: 'learning',
  task_approved: 'family',
  streak_milestone: 'streak',
};

/**
 * The most XP one category gives in one Stockholm day. Roomy for an honest day (a whole course
 * with its bonus, a goal reached, a week's budget kept), tight for invented ones: a brand-new
 * account ends its first day at most at FIRST_DAY_MAX_LEVEL (docs/gamification.md).
 */
export const XP_DAILY_CAPS: Readonly<Record<XpCategory, number>> = {
  learning: 600,
  saving: 200,
  budget: 55,
  logging: 21,
  family: 200,
  streak: 250,
};

/**
 * The highest level a brand-new account can show at the end of its first day, whatever it sends:
 * every XP category at its daily ceiling (docs/gamification.md § Fair play).
 */
export const FIRST_DAY_MAX_LEVEL = levelFromXp(
  Object.values(XP_DAILY_CAPS).reduce((sum, cap) => sum + cap, 0),
).level;

/** Offline grace: a dated claim (a purchase's day, a no-spend day) may be at most this old. */
export const OFFLINE_GRACE_HOURS = 72;

/** A goal earns competition points only from deposits made once it is this old. */
export const GOAL_MATURITY_HOURS = 24;

/** One goal gives at most this many progress points a day (and GOAL_POINTS_CAP a period). */
export const GOAL_POINTS_PER_DAY = 25;

/**
 * A lesson finished faster than its minimum reading time earns XP but no competition points.
 * Skimming speed (600 words a minute, about twice a fast reader) plus a few seconds a question.
 */
export const SKIM_WORDS_PER_MINUTE = 600;
export const SECONDS_PER_QUIZ_QUESTION = 4;
export const MIN_LESSON_SECONDS = 20;

/** The least time a person can plausibly take to read a lesson and answer its quiz. */
export function minLessonSeconds(words: number, questions: number): number {
  const reading = Math.ceil((Math.max(0, words) * 60) / SKIM_WORDS_PER_MINUTE);
  return Math.max(MIN_LESSON_SECONDS, reading + SECONDS_PER_QUIZ_QUESTION * Math.max(0, questions));
}
