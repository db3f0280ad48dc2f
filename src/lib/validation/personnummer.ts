import { TZDate } from '@date-fns/tz';

import { TIME_ZONE } from '../dates';

/** Spec §5 messages, verbatim. */
export const PERSONNUMMER_FORMAT_MESSAGE = 'Ogiltigt personnummer format (YYYYMMDD-XXXX)';
export const PERSONNUMMER_CHECK_DIGIT_MESSAGE = 'Ogiltigt personnummer enligt kontrollsiffra';

// Same pattern as private.personnummer_error in the database: 8 digits, optional hyphen, 4 digits.
const PATTERN = /^[0-9]{8}-?[0-9]{4}$/;

/** The calendar year in Stockholm right now (or at `now`). */
function stockholmYear(now: Date): number {
  return new TZDate(now.getTime(), TIME_ZONE).getFullYear();
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Luhn (modulus 10, weights 2,1,2,…) over the nine digits YYMMDDNNN; returns the check digit.
 * The century digits take no part (Skatteverket).
 */
export function personnummerCheckDigit(yymmddnnn: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(yymmddnnn[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The Swedish message of the first rule a 12-digit personnummer (YYYYMMDD-NNNC or
 * YYYYMMDDNNNC) breaks, or null when it is valid. Mirrors private.personnummer_error.
 */
export function personnummerError(value: string, now: Date = new Date()): string | null {
  const trimmed = value.trim();
  if (!PATTERN.test(trimmed)) return PERSONNUMMER_FORMAT_MESSAGE;
  const digits = trimmed.replace('-', '');
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 1900 || year > stockholmYear(now)) return PERSONNUMMER_FORMAT_MESSAGE;
  if (!isCalendarDate(year, month, day)) return PERSONNUMMER_FORMAT_MESSAGE;
  if (personnummerCheckDigit(digits.slice(2, 11)) !== Number(digits[11])) {
    return PERSONNUMMER_CHECK_DIGIT_MESSAGE;
  }
  return null;
}

/** A valid personnummer in the canonical form YYYYMMDD-NNNC (call only after validating). */
export function formatPersonnummer(value: string): string {
  const digits = value.trim().replace('-', '');
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}
