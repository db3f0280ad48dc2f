import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { describe, expect, it } from 'vitest';

import {
  dayKey,
  dayRange,
  daysLeftInMonth,
  isoWeekOf,
  monthKey,
  monthRange,
  weekKey,
  weekRange,
} from './dates';

const utc = (iso: string) => new Date(iso);
const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('isoWeekOf / weekKey in Stockholm time', () => {
  it.each([
    ['2026-11-22T12:00:00Z', 2026, 47, 'Sunday in week 47'],
    ['2026-11-22T23:30:00Z', 2026, 48, 'Sunday 23:30 UTC is already Monday 00:30 in Stockholm'],
    ['2026-12-31T12:00:00Z', 2026, 53, '2026 has 53 ISO weeks'],
    ['2027-01-01T12:00:00Z', 2026, 53, 'New Year’s Day 2027 still belongs to week 53 of 2026'],
    ['2027-01-03T22:59:59Z', 2026, 53, 'last second of that Sunday in Stockholm'],
    ['2027-01-03T23:00:00Z', 2027, 1, 'Monday 00:00 in Stockholm starts week 1'],
    ['2025-12-29T12:00:00Z', 2026, 1, 'Monday 29 Dec 2025 is in week 1 of 2026'],
    ['2026-03-29T01:30:00Z', 2026, 13, 'the night clocks go forward'],
    ['2026-10-25T01:30:00Z', 2026, 43, 'the night clocks go back'],
  ])('%s → %i-W%i (%s)', (iso, year, week) => {
    expect(isoWeekOf(utc(iso))).toEqual({ year, week });
    expect(weekKey(utc(iso))).toBe(`${year}-W${String(week).padStart(2, '0')}`);
  });
});

describe('day, week and month keys agree with date-fns in Stockholm time', () => {
  // The keys are computed once per UTC hour; check every 173 minutes over three years (DST changes
  // and a 53-week year included), against date-fns on a TZDate, instant by instant.
  it('for every instant from 2025 through 2027', () => {
    const stockholm = (at: number) => new TZDate(at, 'Europe/Stockholm');
    const pad = (n: number) => String(n).padStart(2, '0');
    const mismatches: string[] = [];
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 173 * 60_000) {
      const local = stockholm(at);
      const day = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
      const week = `${getISOWeekYear(local)}-W${pad(getISOWeek(local))}`;
      if (dayKey(at) !== day || weekKey(at) !== week || monthKey(at) !== day.slice(0, 7))
        mismatches.push(new Date(at).toISOString());
      if (mismatches.length > 3) break;
    }
    expect(mismatches).toEqual([]);
  });
});

describe('weekRange starts Monday 00:00 Stockholm and survives DST', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z', 168],
    ['2026-03-25T12:00:00Z', '2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 167],
    ['2026-10-21T12:00:00Z', '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 169],
    ['2026-07-05T21:59:59Z', '2026-06-28T22:00:00.000Z', '2026-07-05T22:00:00.000Z', 168],
    ['2026-07-05T22:00:00Z', '2026-07-05T22:00:00.000Z', '2026-07-12T22:00:00.000Z', 168],
  ])('%s → [%s, %s) = %i h', (iso, start, end, length) => {
    const range = weekRange(utc(iso));
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
    expect(hours(range)).toBe(length);
    expect(range.start).toBeInstanceOf(Date);
  });
});

describe('monthRange and monthKey in Stockholm time', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z', '2026-11'],
    ['2026-10-31T23:30:00Z', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z', '2026-11'],
    ['2026-10-31T22:30:00Z', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z', '2026-10'],
    ['2026-03-15T12:00:00Z', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z', '2026-03'],
    ['2026-12-31T23:00:00Z', '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z', '2027-01'],
  ])('%s → [%s, %s) %s', (iso, start, end, key) => {
    const range = monthRange(utc(iso));
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
    expect(monthKey(utc(iso))).toBe(key);
  });
});

describe('days', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-11-22', 24],
    ['2026-11-22T23:30:00Z', '2026-11-23', 24],
    ['2026-03-29T10:00:00Z', '2026-03-29', 23],
    ['2026-10-25T10:00:00Z', '2026-10-25', 25],
  ])('%s is %s in Stockholm, a %i-hour day', (iso, key, length) => {
    expect(dayKey(utc(iso))).toBe(key);
    expect(hours(dayRange(utc(iso)))).toBe(length);
  });

  it.each([
    ['2026-11-19T12:00:00Z', 12],
    ['2026-11-30T12:00:00Z', 1],
    ['2026-11-30T23:30:00Z', 31],
    ['2026-02-01T12:00:00Z', 28],
    ['2028-02-01T12:00:00Z', 29],
  ])('daysLeftInMonth(%s) = %i', (iso, left) => {
    expect(daysLeftInMonth(utc(iso))).toBe(left);
  });
});
