/**
 * The daily money check-in streak (with earned streak freezes) and the weekly saving streak of
 * docs/gamification.md. Inputs are Stockholm calendar dates ('2026-11-22') and ISO week keys
 * ('2026-W47'); turn instants into them with stockholmDate / stockholmWeek, which use the
 * DST-safe helpers of lib/dates. Everything below is plain calendar arithmetic (UTC day numbers),
 * so clock changes cannot shift a day.
 */
import { dayKey, weekKey } from '@/lib/dates';

/** The Stockholm calendar date of an instant, e.g. '2026-11-22'. */
export const stockholmDate = (instant: Date | number | string): string =>
  dayKey(typeof instant === 'string' ? new Date(instant) : instant);

/** The ISO week key (Monday start, Stockholm) of an instant, e.g. '2026-W47'. */
export const stockholmWeek = (instant: Date | number | string): string =>
  weekKey(typeof instant === 'string' ? new Date(instant) : instant);

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK_RE = /^(\d{4})-W(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or null when it is not a real date. */
export function dayNumber(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const n = Date.UTC(y, mo - 1, d) / DAY_MS;
  return dateFromDayNumber(n) === date ? n : null;
}

export function dateFromDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The date `days` calendar days after `date` (negative: before). */
export function addCalendarDays(date: string, days: number): string {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date: ${date}`);
  return dateFromDayNumber(n + days);
}

/** 0 = Monday … 6 = Sunday (1970-01-01, day 0, was a Thursday). */
const isoWeekday = (n: number) => (((n + 3) % 7) + 7) % 7;

/** The ISO week key of a calendar date: '2027-01-01' → '2026-W53'. */
export function isoWeekKeyOfDate(date: string): string {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date: ${date}`);
  const thursday = n - isoWeekday(n) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** A running number for ISO weeks (consecutive weeks differ by 1), or null for a bad key. */
export function weekNumber(key: string): number | null {
  const m = WEEK_RE.exec(key);
  if (!m) return null;
  const [year, week] = [Number(m[1]), Number(m[2])];
  const jan4 = Date.UTC(year, 0, 4) / DAY_MS;
  const monday = jan4 - isoWeekday(jan4) + 7 * (week - 1);
  // Rejects week 0 and week 53 in a 52-week year: the Monday must map back to the same key.
  if (week < 1 || isoWeekKeyOfDate(dateFromDayNumber(monday)) !== key) return null;
  return (monday - 4) / 7; // Mondays are day numbers 4, 11, 18 …
}

/** The week key `weeks` weeks after `key` (negative: before). */
export function addWeeksToKey(key: string, weeks: number): string {
  const n = weekNumber(key);
  if (n === null) throw new RangeError(`Not an ISO week key: ${key}`);
  return isoWeekKeyOfDate(dateFromDayNumber((n + weeks) * 7 + 4));
}

/** At most this many streak freezes are held at once. */
export const MAX_FREEZES = 2;
/** One freeze is earned per this many completed days of streak (a streak week). */
export const DAYS_PER_FREEZE = 7;

export type CheckInStreak = {
  /** Counted days (days with a check-in) in the streak that is still alive; 0 if none. */
  current: number;
  /** The most counted days any streak has had. */
  longest: number;
  /** Freezes held now (0–2). */
  freezesHeld: number;
  /** Freezes the current streak has used on missed days. */
  freezesUsed: number;
  /** The streak can still grow: today or a later check-in keeps it. */
  alive: boolean;
  /** Today already has a check-in. */
  todayDone: boolean;
  /** First day of the current streak (identifies the run for streak milestones); null if none. */
  runStart: string | null;
};

type Run = { checks: number; reachesToday: boolean; held: number; used: number };

/**
 * Plays one streak forward from the check-in day `start`. The streak's days are taken in weeks
 * of 7 from its first day; each week with a check-in on all 7 days earns a freeze when it ends
 * (at most 2 held). A missed day before today uses a freeze, or ends the streak when none is
 * held. Today is still open.
 */
function playRun(start: number, counted: ReadonlySet<number>, today: number): Run {
  let held = 0;
  let used = 0;
  let checks = 0;
  let weekFull = true;
  for (let day = start; day <= today; day++) {
    const age = day - start;
    if (age > 0 && age % DAYS_PER_FREEZE === 0) {
      if (weekFull) held = Math.min(MAX_FREEZES, held + 1);
      weekFull = true;
    }
    if (counted.has(day)) checks += 1;
    else {
      weekFull = false;
      if (day < today) {
        if (held === 0) return { checks, reachesToday: false, held: 0, used };
        held -= 1;
        used += 1;
      }
    }
  }
  return { checks, reachesToday: true, held, used };
}

/**
 * The daily money check-in streak on `today` from the Stockholm dates that had a check-in
 * (a purchase or income logged, a no-spend day marked or a lesson finished). Dates after today,
 * duplicates and malformed dates are ignored.
 *
 * Judgement calls (docs/gamification.md leaves them open):
 * - A frozen day keeps the streak but does not add to it (`current` counts check-in days).
 * - "One per completed 7 days of streak": the streak is split into weeks of 7 days from its
 *   first day, and a week earns a freeze when all 7 of its days had a check-in. So a frozen day
 *   never earns a freeze, and a gap longer than 2 days always ends the streak. (Counting any
 *   7 check-ins instead would let one extra check-in shift a later freeze to a moment when
 *   2 were already held, so one more check-in could end a streak sooner.)
 * - Freezes belong to a streak: a gap longer than the freezes held ends the streak, and the next
 *   one starts with none.
 * - The streak is the best start the freezes allow: of all runs that reach today, the one with
 *   the most check-ins (then the most freezes left). With this, adding a check-in day never
 *   lowers `current` or `longest`.
 */
export function checkInStreak(days: readonly string[], today: string): CheckInStreak {
  const todayN = dayNumber(today);
  if (todayN === null) throw new RangeError(`Not a date: ${today}`);
  const counted = new Set<number>();
  for (const day of days) {
    const n = dayNumber(day);
    if (n !== null && n <= todayN) counted.add(n);
  }
  const starts = [...counted].sort((a, b) => a - b);

  // A gap of 3+ missed days can never be bridged (at most 2 freezes, none earned in a gap), so
  // it splits the history into segments; segment[i] = the segment of starts[i].
  const segment: number[] = [];
  starts.forEach((day, i) => {
    const prev = starts[i - 1];
    const seg = segment[i - 1] ?? 0;
    segment.push(prev !== undefined && day - prev - 1 >= MAX_FREEZES + 1 ? seg + 1 : seg);
  });
  const segmentEnd = new Map<number, number>(); // segment → index after its last start
  segment.forEach((seg, i) => segmentEnd.set(seg, i + 1));
  const lastSegment = segment[segment.length - 1];
  const lastDay = starts[starts.length - 1];
  const lastSegmentReachesToday = lastDay !== undefined && todayN - lastDay - 1 <= MAX_FREEZES;

  let longest = 0;
  let best: (Run & { start: number }) | null = null;
  for (const [i, start] of starts.entries()) {
    const seg = segment[i]!;
    const checksLeft = segmentEnd.get(seg)! - i;
    const mayBeLongest = checksLeft > longest;
    const mayBeCurrent =
      seg === lastSegment && lastSegmentReachesToday && (!best || checksLeft >= best.checks);
    if (!mayBeLongest && !mayBeCurrent) continue;
    const run = playRun(start, counted, todayN);
    longest = Math.max(longest, run.checks);
    if (
      run.reachesToday &&
      (!best || run.checks > best.checks || (run.checks === best.checks && run.held > best.held))
    ) {
      best = { ...run, start };
    }
  }

  return {
    current: best?.checks ?? 0,
    longest,
    freezesHeld: best?.held ?? 0,
    freezesUsed: best?.used ?? 0,
    alive: best !== null,
    todayDone: counted.has(todayN),
    runStart: best ? dateFromDayNumber(best.start) : null,
  };
}

export type WeeklySavingStreak = { current: number; longest: number };

/**
 * The weekly saving streak: ISO weeks with a goal deposit or a kept weekly budget. The current
 * run ends this week, or last week while this week is still open. Weeks after `thisWeek` and
 * malformed keys are ignored. (No freezes: the doc gives none for the weekly streak.)
 */
export function weeklySavingStreak(weeks: readonly string[], thisWeek: string): WeeklySavingStreak {
  const now = weekNumber(thisWeek);
  if (now === null) throw new RangeError(`Not an ISO week key: ${thisWeek}`);
  const counted = new Set<number>();
  for (const key of weeks) {
    const n = weekNumber(key);
    if (n !== null && n <= now) counted.add(n);
  }
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const n of [...counted].sort((a, b) => a - b)) {
    run = previous !== null && n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  let current = 0;
  let week = counted.has(now) ? now : now - 1;
  while (counted.has(week)) {
    current += 1;
    week -= 1;
  }
  return { current, longest };
}
