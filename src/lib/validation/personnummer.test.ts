import { describe, expect, it } from 'vitest';

import {
  PERSONNUMMER_CHECK_DIGIT_MESSAGE as CHECK,
  PERSONNUMMER_FORMAT_MESSAGE as FORMAT,
  formatPersonnummer,
  personnummerError,
} from './personnummer';

// Midsummer 2026 in Stockholm.
const now = new Date('2026-06-19T10:00:00Z');

describe('personnummerError', () => {
  it.each([
    ['19811218-9876', 'worked check from Skatteverket'],
    ['19121212-1212', 'worked check from Skatteverket'],
    ['198112189876', 'without hyphen'],
    ['  19811218-9876  ', 'surrounding spaces are trimmed'],
    ['20100315-1238', 'born 2010'],
    ['20000229-1235', 'leap day in a leap year'],
    ['19001231-1239', 'the first allowed year'],
    ['20260615-1237', 'earlier this year'],
  ])('accepts %s (%s)', (value) => {
    expect(personnummerError(value, now)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['8112189876', '10 digits'],
    ['811218-9876', '10 digits with hyphen'],
    ['19811218+9876', 'plus separator'],
    ['19811218 9876', 'space separator'],
    ['19811218--9876', 'two hyphens'],
    ['1981121-89876', 'hyphen in the wrong place'],
    ['19811218-987', 'too short'],
    ['19811218-98765', 'too long'],
    ['1981121A-9876', 'a letter'],
    ['20230230-1235', '30 February'],
    ['19000229-1235', '1900 was no leap year'],
    ['20230431-1234', '31 April'],
    ['20231301-1234', 'month 13'],
    ['20230001-1234', 'month 0'],
    ['20230100-1234', 'day 0'],
    ['20230132-1234', 'day 32'],
    ['18991231-1231', 'year before 1900'],
    ['20270101-0015', 'next year'],
  ])('rejects %s (%s) with the format message', (value) => {
    expect(personnummerError(value, now)).toBe(FORMAT);
  });

  it.each([
    ['19811218-9875', 'last digit off by one'],
    ['19811218-9870', 'zero check digit'],
    ['19121212-1213', 'last digit off by one'],
    ['20100315-1230', 'wrong check digit'],
    ['19811219-9876', 'date changed, digit kept'],
  ])('rejects %s (%s) with the check-digit message', (value) => {
    expect(personnummerError(value, now)).toBe(CHECK);
  });

  it('ignores the century digits in the Luhn check', () => {
    // 1912 and 2012 share YYMMDDNNNC, so both pass the check digit.
    expect(personnummerError('20121212-1212', now)).toBeNull();
  });

  it('uses the calendar year in Stockholm, not UTC', () => {
    // 23:30 UTC on New Year's Eve is already 2027 in Stockholm.
    const newYearInStockholm = new Date('2026-12-31T23:30:00Z');
    expect(personnummerError('20270101-0015', newYearInStockholm)).toBeNull();
    expect(personnummerError('20270101-0015', new Date('2026-12-31T22:30:00Z'))).toBe(FORMAT);
  });

  it('defaults to the current time', () => {
    expect(personnummerError('19811218-9876')).toBeNull();
  });
});

describe('formatPersonnummer', () => {
  it.each([
    ['198112189876', '19811218-9876'],
    [' 19811218-9876 ', '19811218-9876'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatPersonnummer(value)).toBe(expected);
  });
});
