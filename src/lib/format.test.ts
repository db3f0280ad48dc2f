import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatDaysLeft,
  formatInteger,
  formatKr,
  formatKrInput,
  formatMonth,
  formatPercent,
  formatTime,
  formatWeek,
  formatWeekday,
  type KrOptions,
} from './format';

const NBSP = '\u00A0';
const MINUS = '\u2212';

describe('formatKr writes real Swedish characters', () => {
  it.each<[number, KrOptions, string]>([
    [145_000, {}, `1${NBSP}450${NBSP}kr`],
    [145_050, {}, `1${NBSP}450,50${NBSP}kr`],
    [145_005, {}, `1${NBSP}450,05${NBSP}kr`],
    [145_000, { decimals: 'always' }, `1${NBSP}450,00${NBSP}kr`],
    [145_050, { decimals: 'never' }, `1${NBSP}451${NBSP}kr`],
    [-123_450, {}, `${MINUS}1${NBSP}234,50${NBSP}kr`],
    [-5_000, {}, `${MINUS}50${NBSP}kr`],
    [999_900, {}, `9${NBSP}999${NBSP}kr`],
    [0, {}, `0${NBSP}kr`],
    [99, {}, `0,99${NBSP}kr`],
    [100_000_000, {}, `1${NBSP}000${NBSP}000${NBSP}kr`],
    [25_000, { signed: true }, `+250${NBSP}kr`],
    [25_050, { signed: true }, `+250,50${NBSP}kr`],
    [-25_000, { signed: true }, `${MINUS}250${NBSP}kr`],
    [0, { signed: true }, `0${NBSP}kr`],
  ])('formatKr(%i, %j) = %j', (ore, options, expected) => {
    expect(formatKr(ore, options)).toBe(expected);
  });
});

describe('formatKrInput gives an editable amount', () => {
  it.each([
    [145_000, '1450'],
    [145_050, '1450,50'],
    [5, '0,05'],
    [0, '0'],
  ])('%i → %j', (ore, expected) => {
    expect(formatKrInput(ore)).toBe(expected);
  });
});

describe('numbers', () => {
  it.each([
    [127, '127'],
    [2840, `2${NBSP}840`],
    [-1450, `${MINUS}1${NBSP}450`],
  ])('formatInteger(%i) = %j', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });

  it.each([
    [0.125, `12,5${NBSP}%`],
    [0.8, `80${NBSP}%`],
    [1, `100${NBSP}%`],
  ])('formatPercent(%s) = %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('dates and times in Europe/Stockholm', () => {
  it.each([
    // [instant, date, long, short, time, month, weekday]
    [
      '2026-11-22T13:05:00Z',
      '2026-11-22',
      '22 november 2026',
      '22 nov.',
      '14:05',
      'november 2026',
      'söndag',
    ],
    ['2026-07-01T21:30:00Z', '2026-07-01', '1 juli 2026', '1 juli', '23:30', 'juli 2026', 'onsdag'],
    ['2026-06-30T22:30:00Z', '2026-07-01', '1 juli 2026', '1 juli', '00:30', 'juli 2026', 'onsdag'],
    [
      '2025-12-31T23:15:00Z',
      '2026-01-01',
      '1 januari 2026',
      '1 jan.',
      '00:15',
      'januari 2026',
      'torsdag',
    ],
    [
      '2026-03-29T01:00:00Z',
      '2026-03-29',
      '29 mars 2026',
      '29 mars',
      '03:00',
      'mars 2026',
      'söndag',
    ],
  ])('%s', (iso, date, long, short, time, month, weekday) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateLong(iso)).toBe(long);
    expect(formatDateShort(iso)).toBe(short);
    expect(formatTime(iso)).toBe(time);
    expect(formatDateTime(iso)).toBe(`${date} ${time}`);
    expect(formatMonth(iso)).toBe(month);
    expect(formatWeekday(iso)).toBe(weekday);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2026, 10, 22, 13, 5);
    expect(formatDateTime(instant)).toBe('2026-11-22 14:05');
    expect(formatDateTime(new Date(instant))).toBe('2026-11-22 14:05');
  });
});

describe('labels', () => {
  it.each([
    [1, '1 dag kvar'],
    [12, '12 dagar kvar'],
    [0, '0 dagar kvar'],
  ])('formatDaysLeft(%i) = %j', (days, expected) => {
    expect(formatDaysLeft(days)).toBe(expected);
  });

  it('formatWeek', () => {
    expect(formatWeek(47)).toBe('vecka 47');
  });
});
