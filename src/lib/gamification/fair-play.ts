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

/**
 * Typed money cannot win a prize alone (issue 40 §6). A deposit is what the teen types; a guardian
 * confirms the child's deposits with one tap on the parent home. Saving points (deposit XP,
 * milestones, reached goals and goal points) of a goal count in full only while every deposit of
 * the teen's own on it is confirmed; all the rest together give at most this many points in a
 * competition period (the month; the weekly board likewise). Two lessons with their quizzes give
 * as much, so typed money alone never outranks a teen who does anything else. A member without a
 * guardian (an 18+ member on their own) always has this cap.
 */
export const UNCONFIRMED_SAVING_CAP = 50;

/**
 * The staff's fraud review (issue 40 §7): a competing teen's family is listed when guardians put
 * this much into the teen's goals in a month (gifts, interest, allowance, rewards) or confirm this
 * much of the teen's typed deposits; an account when it makes this many quiz attempts on one
 * lesson, or this many too fast to have been read, in a month.
 */
export const REVIEW_FAMILY_MONEY_ORE = 300_000;
export const REVIEW_QUIZ_ATTEMPTS_PER_LESSON = 5;
export const REVIEW_IMPLAUSIBLE_ATTEMPTS = 10;

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
