import { dayKey, weekKey } from '@/lib/dates';
import {
  checkInStreak,
  dayNumber,
  isoWeekKeyOfDate,
  MIN_SCORING_TARGET_ORE,
  QUIZ_PASS_PERCENT,
  weeklySavingStreak,
  type BehaviourStats,
} from '@/lib/gamification';
import { levelFromXp } from '@/lib/levels';
import { isOwnMoney, type MoneyOrigin } from '@/lib/money-origin';

import { aggregateKeys, readAggregate } from '../aggregates';
import type { SlantisDb } from '../db';
import type {
  GoalDepositRow,
  LessonProgressRow,
  SavingsGoalRow,
  TaskRow,
  TransactionRow,
  XpEventRow,
} from '../types';
import { earnedBadgeIds } from './badges';

/**
 * The user's own behaviour, read from Dexie, as the gamification rules of lib/gamification need
 * it: check-in days, saving weeks and every BehaviourStats count. Dates are Stockholm dates of
 * the source (a purchase's time, a deposit's time, a lesson's first completion).
 */

/** A course as the badges count it (the learning catalogue, passed in by the caller). */
export type CatalogueCourse = { id: string; lessonIds: readonly string[]; isPublic: boolean };
export type CourseCatalogue = readonly CatalogueCourse[];

/** Every row the rules look at (deleted rows left out, except goals: created is created). */
export type GamificationFacts = {
  transactions: TransactionRow[];
  goals: SavingsGoalRow[];
  deposits: GoalDepositRow[];
  xpEvents: XpEventRow[];
  earnedBadgeIds: Set<string>;
  lessons: LessonProgressRow[];
  tasks: TaskRow[];
  xpTotal: number;
};

const notDeleted = <T extends { deleted: boolean }>(row: T) => !row.deleted;
const ownAndNotDeleted = <T extends { deleted: boolean; origin?: MoneyOrigin }>(row: T) =>
  !row.deleted && isOwnMoney(row);
const ALL = (userId: string): [[string, string], [string, string]] => [
  [userId, ''],
  [userId, '\uffff'],
];

/** Reads the facts through the user's indexes (a scan of the user's own rows only). */
export async function loadGamificationFacts(
  db: SlantisDb,
  userId: string,
): Promise<GamificationFacts> {
  const [lower, upper] = ALL(userId);
  const [transactions, goals, deposits, xpEvents, badges, lessons, tasks, xpTotal] =
    await Promise.all([
      // Only the teen's own money counts as their doing (check-ins, saving weeks, deposit days):
      // an allowance, a reward or a gift the server wrote is theirs to keep, not to score.
      db.transactions
        .where('[userId+occurredAt]')
        .between(lower, upper, true, true)
        .filter(ownAndNotDeleted)
        .toArray(),
      db.savingsGoals.where({ userId }).toArray(),
      db.goalDeposits
        .where('[userId+createdAt]')
        .between(lower, upper, true, true)
        .filter(ownAndNotDeleted)
        .toArray(),
      db.xpEvents
        .where('[userId+createdAt]')
        .between(lower, upper, true, true)
        .filter(notDeleted)
        .toArray(),
      earnedBadgeIds(db, userId),
      db.lessonProgress
        .where('[userId+lessonId]')
        .between(lower, upper, true, true)
        .filter(notDeleted)
        .toArray(),
      db.tasks.where({ userId }).filter(notDeleted).toArray(),
      readAggregate(db, userId, aggregateKeys.xpTotal()),
    ]);
  return {
    transactions,
    goals,
    deposits,
    xpEvents,
    earnedBadgeIds: badges,
    lessons,
    tasks,
    xpTotal,
  };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const sourcesOf = (facts: GamificationFacts, kind: string): Set<string> =>
  new Set(facts.xpEvents.filter((event) => event.kind === kind).map((event) => event.sourceId));

/** Stockholm dates of the days marked 'Ingen utgift idag' (the award's source is the date). */
export function noSpendDates(facts: GamificationFacts): Set<string> {
  const dates = new Set<string>();
  for (const event of facts.xpEvents) {
    if (event.kind !== 'no_spend_day') continue;
    dates.add(DATE_RE.test(event.sourceId) ? event.sourceId : dayKey(new Date(event.createdAt)));
  }
  return dates;
}

/**
 * The daily check-in days: a purchase or income logged, a no-spend day marked or a lesson
 * finished (its first completion), as Stockholm dates.
 */
export function checkInDays(facts: GamificationFacts): string[] {
  const days = new Set<string>(noSpendDates(facts));
  for (const row of facts.transactions) days.add(dayKey(new Date(row.occurredAt)));
  for (const row of facts.lessons) {
    if (row.completedAt) days.add(dayKey(new Date(row.completedAt)));
  }
  return [...days];
}

const WEEK_KEY_RE = /^\d{4}-W\d{2}$/;
/** An older source form: 'week-<Monday YYYY-MM-DD>' (seed data before issue 8). */
const OLD_WEEK_RE = /^week-(\d{4}-\d{2}-\d{2})$/;

/**
 * The ISO weeks with a budget kept ('2026-W47', the budget_kept awards' sources). Older
 * 'week-<Monday>' sources are read as their week, so that week is not awarded again.
 */
export function keptBudgetWeeks(facts: GamificationFacts): string[] {
  const weeks = new Set<string>();
  for (const source of sourcesOf(facts, 'budget_kept')) {
    const old = OLD_WEEK_RE.exec(source)?.[1];
    if (WEEK_KEY_RE.test(source)) weeks.add(source);
    else if (old && dayNumber(old) !== null) weeks.add(isoWeekKeyOfDate(old));
  }
  return [...weeks];
}

/** The saving weeks: a deposit to a goal (not a withdrawal) or a kept weekly budget. */
export function savingWeeks(facts: GamificationFacts): string[] {
  const weeks = new Set(keptBudgetWeeks(facts));
  for (const row of facts.deposits) {
    if (row.amountOre > 0) weeks.add(weekKey(new Date(row.createdAt)));
  }
  return [...weeks];
}

/** The catalogue courses done: each lesson finished, or the course's XP already awarded. */
function completedCourses(facts: GamificationFacts, catalogue: CourseCatalogue): Set<string> {
  const done = sourcesOf(facts, 'course_completed');
  const finished = new Set(
    facts.lessons.filter((row) => row.completedAt).map((row) => row.lessonId),
  );
  for (const course of catalogue) {
    if (course.lessonIds.length > 0 && course.lessonIds.every((id) => finished.has(id))) {
      done.add(course.id);
    }
  }
  return done;
}

/** Every BehaviourStats count from the facts, on the Stockholm day holding `now`. */
export function behaviourStats(
  facts: GamificationFacts,
  now: Date,
  catalogue: CourseCatalogue,
): BehaviourStats {
  const today = dayKey(now);
  const thisWeek = weekKey(now);
  // Goals count toward badges as toward points: only those of at least MIN_SCORING_TARGET_ORE
  // (twelve 1-kr goals typed full in a minute are no saving habit).
  const counted = new Set(
    facts.goals.filter((goal) => goal.targetOre >= MIN_SCORING_TARGET_ORE).map((goal) => goal.id),
  );
  const reached = new Set([...sourcesOf(facts, 'goal_reached')].filter((id) => counted.has(id)));
  for (const goal of facts.goals) {
    if (!goal.deleted && counted.has(goal.id) && goal.savedOre >= goal.targetOre)
      reached.add(goal.id);
  }
  const courses = [...completedCourses(facts, catalogue)];
  const catalogueIds = new Set(catalogue.map((course) => course.id));
  const publicIds = new Set(catalogue.filter((course) => course.isPublic).map((c) => c.id));
  const keptWeeks = keptBudgetWeeks(facts);
  const approved = facts.tasks.filter((task) => task.status === 'approved').length;
  return {
    purchasesLogged: facts.transactions.length,
    purchaseDays: new Set(facts.transactions.map((row) => dayKey(new Date(row.occurredAt)))).size,
    noSpendDays: noSpendDates(facts).size,
    goalsCreated: facts.goals.filter((goal) => goal.setBy === null).length,
    goalDepositDays: new Set(
      facts.deposits
        .filter((row) => row.amountOre > 0)
        .map((row) => dayKey(new Date(row.createdAt))),
    ).size,
    goalsReached: reached.size,
    budgetWeeksKept: keptWeeks.length,
    longestBudgetKeptRun: weeklySavingStreak(keptWeeks, thisWeek).longest,
    lessonsCompleted: facts.lessons.filter((row) => row.completedAt).length,
    quizzesPassed: facts.lessons.filter((row) => (row.bestScore ?? 0) >= QUIZ_PASS_PERCENT).length,
    perfectQuizzes: facts.lessons.filter((row) => (row.bestScore ?? 0) >= 100).length,
    // An unknown catalogue (0 courses) counts every course award; otherwise catalogue courses.
    coursesCompleted: courses.filter((id) => catalogueIds.size === 0 || catalogueIds.has(id))
      .length,
    coursesTotal: catalogue.length,
    publicCoursesCompleted: courses.filter((id) => publicIds.has(id)).length,
    publicCoursesTotal: publicIds.size,
    longestCheckInStreak: checkInStreak(checkInDays(facts), today).longest,
    longestSavingStreak: weeklySavingStreak(savingWeeks(facts), thisWeek).longest,
    tasksApproved: Math.max(approved, sourcesOf(facts, 'task_approved').size),
    level: levelFromXp(facts.xpTotal).level,
  };
}

/** The user's BehaviourStats now, from Dexie. */
export async function loadBehaviourStats(
  db: SlantisDb,
  userId: string,
  now: Date,
  catalogue: CourseCatalogue,
): Promise<BehaviourStats> {
  return behaviourStats(await loadGamificationFacts(db, userId), now, catalogue);
}
