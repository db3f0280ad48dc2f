import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  getISOWeek,
  getISOWeekYear,
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

/** ISO-8601 week (Monday start, week 1 holds the first Thursday) of an instant, in Stockholm. */
export function isoWeekOf(instant: Date | number): { year: number; week: number } {
  const local = inStockholm(instant);
  return { year: getISOWeekYear(local), week: getISOWeek(local) };
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
  const local = inStockholm(instant);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}`;
}

/** The Stockholm calendar date, e.g. '2026-11-22'. */
export function dayKey(instant: Date | number): string {
  const local = inStockholm(instant);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Calendar days left in the month, counting today (the last day of a month has 1 left). */
export function daysLeftInMonth(instant: Date | number): number {
  const local = inStockholm(instant);
  const lastDay = addDays(startOfMonth(addMonths(local, 1)), -1);
  return differenceInCalendarDays(lastDay, local) + 1;
}
