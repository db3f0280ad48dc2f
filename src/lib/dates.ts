import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';

/** Every calendar rule in Slantis (weeks, months, days) follows Swedish local time. */
export const TIME_ZONE = 'Europe/Stockholm';

/** A half-open interval of instants: start ≤ t < end. */
export type Range = { start: Date; end: Date };

const inStockholm = (instant: Date | number) =>
  new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
const toInstant = (date: Date) => new Date(date.getTime());

type CalendarDay = { year: number; month: number; day: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const calendarDays = new Map<number, CalendarDay>();

/**
 * The Stockholm calendar date (month 1–12) of an instant. Stockholm's offset is a whole number
 * of hours and changes on the hour, so every instant of one UTC hour shares a date: it is
 * computed once per hour (a sync applies hundreds of rows, each keyed by day, week and month).
 */
function calendarDayOf(instant: Date | number): CalendarDay {
  const hour = Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / HOUR_MS);
  let found = calendarDays.get(hour);
  if (!found) {
    const local = inStockholm(hour * HOUR_MS);
    found = { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
    if (calendarDays.size >= 20_000) calendarDays.clear();
    calendarDays.set(hour, found);
  }
  return found;
}

/** ISO-8601 week (Monday start, week 1 holds the first Thursday) of an instant, in Stockholm. */
export function isoWeekOf(instant: Date | number): { year: number; week: number } {
  const { year, month, day } = calendarDayOf(instant);
  // Plain calendar arithmetic on the local date (as if UTC): the ISO year is the Thursday's.
  const date = Date.UTC(year, month - 1, day);
  const mondayBased = (new Date(date).getUTCDay() + 6) % 7;
  const thursday = new Date(date + (3 - mondayBased) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS));
  return { year: isoYear, week };
}

/** Monday 00:00 to the next Monday 00:00 in Stockholm; 167 or 169 hours across DST changes. */
export function weekRange(instant: Date | number): Range {
  const start = startOfISOWeek(inStockholm(instant));
  return { start: toInstant(start), end: toInstant(addWeeks(start, 1)) };
}

/** The first of the month 00:00 to the first of the next month 00:00 in Stockholm. */
export function monthRange(instant: Date | number): Range {
  const start = startOfMonth(inStockholm(instant));
  return { start: toInstant(start), end: toInstant(addMonths(start, 1)) };
}

/** Midnight to midnight of the Stockholm calendar day holding the instant. */
export function dayRange(instant: Date | number): Range {
  const start = startOfDay(inStockholm(instant));
  return { start: toInstant(start), end: toInstant(addDays(start, 1)) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Stable key for grouping by ISO week, e.g. '2026-W47'. */
export function weekKey(instant: Date | number): string {
  const { year, week } = isoWeekOf(instant);
  return `${year}-W${pad(week)}`;
}

/** Stable key for grouping by month, e.g. '2026-11'. */
export function monthKey(instant: Date | number): string {
  const { year, month } = calendarDayOf(instant);
  return `${year}-${pad(month)}`;
}

/** The Stockholm calendar date, e.g. '2026-11-22'. */
export function dayKey(instant: Date | number): string {
  const { year, month, day } = calendarDayOf(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Calendar days left in the month, counting today (the last day of a month has 1 left). */
export function daysLeftInMonth(instant: Date | number): number {
  const local = inStockholm(instant);
  const lastDay = addDays(startOfMonth(addMonths(local, 1)), -1);
  return differenceInCalendarDays(lastDay, local) + 1;
}
