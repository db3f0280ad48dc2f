import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_AGE_MESSAGES,
  ageFromPersonnummer,
  minimumAgeError,
  roleAgeError,
} from './account-age';
import { personnummerCheckDigit } from './personnummer';

/** A valid personnummer for a birth date YYYY-MM-DD. */
function pnr(date: string, serial = '123'): string {
  const [year, month, day] = date.split('-');
  const nine = `${year!.slice(2)}${month}${day}${serial}`;
  return `${year}${month}${day}-${serial}${personnummerCheckDigit(nine)}`;
}

// 23:30 in Stockholm on 14 March 2026 is already the 14th there but still the 14th in UTC too;
// 23:30 UTC on 14 March is 00:30 on the 15th in Stockholm.
const lateUtc = new Date('2026-03-14T23:30:00Z');

describe('age from the personnummer, on the Stockholm calendar', () => {
  it('counts whole years and turns on the birthday in Stockholm', () => {
    expect(ageFromPersonnummer(pnr('2013-03-15'), lateUtc)).toBe(13);
    expect(ageFromPersonnummer(pnr('2013-03-16'), lateUtc)).toBe(12);
    expect(ageFromPersonnummer('20130315-0000', lateUtc)).toBeNull();
  });
});

describe('account age rules (same as the database)', () => {
  it('refuses anyone under 13 at the personnummer', () => {
    expect(minimumAgeError(pnr('2013-03-16'), lateUtc)).toBe(ACCOUNT_AGE_MESSAGES.underThirteen);
    expect(minimumAgeError(pnr('2013-03-15'), lateUtc)).toBeNull();
  });

  it('lets the age decide the role: youth 13–23, parent 18 or older', () => {
    expect(roleAgeError(pnr('2011-01-01'), 'foralder', lateUtc)).toBe(
      ACCOUNT_AGE_MESSAGES.parentTooYoung,
    );
    expect(roleAgeError(pnr('2008-03-15'), 'foralder', lateUtc)).toBeNull();
    expect(roleAgeError(pnr('2002-03-15'), 'barn', lateUtc)).toBe(ACCOUNT_AGE_MESSAGES.youthTooOld);
    expect(roleAgeError(pnr('2002-03-16'), 'barn', lateUtc)).toBeNull();
    // Under 13 is told once, at the personnummer, not again at the role.
    expect(roleAgeError(pnr('2015-01-01'), 'foralder', lateUtc)).toBeNull();
  });
});
