import { describe, expect, it } from 'vitest';

import {
  compoundTable,
  interestOnInterest,
  isPayDay,
  nextPayDay,
  payDayLabel,
  ratePercentText,
} from './allowance';

describe('the allowance calendar', () => {
  it('knows weekly and monthly pay days, the last day of any month and February', () => {
    expect(isPayDay('weekly', 5, '2027-01-08')).toBe(true); // a Friday
    expect(isPayDay('weekly', 5, '2027-01-09')).toBe(false);
    expect(isPayDay('monthly', 0, '2027-02-28')).toBe(true);
    expect(isPayDay('monthly', 0, '2028-02-28')).toBe(false);
    expect(isPayDay('monthly', 0, '2028-02-29')).toBe(true);
    expect(isPayDay('monthly', 0, '2027-04-30')).toBe(true);
    expect(isPayDay('monthly', 28, '2027-02-28')).toBe(true);
  });

  it('the next pay day is after today and never before the agreement starts', () => {
    const friday = { frequency: 'weekly' as const, pay_day: 5, starts_on: '2027-01-01' };
    expect(nextPayDay(friday, '2027-01-06')).toBe('2027-01-08');
    expect(nextPayDay(friday, '2027-01-08')).toBe('2027-01-15');
    expect(nextPayDay({ ...friday, starts_on: '2027-01-09' }, '2027-01-05')).toBe('2027-01-15');
    expect(nextPayDay({ frequency: 'monthly', pay_day: 0, starts_on: null }, '2027-02-10')).toBe(
      '2027-02-28',
    );
  });

  it('says the pay day in Swedish', () => {
    expect(payDayLabel('weekly', 5)).toBe('varje fredag');
    expect(payDayLabel('monthly', 0)).toBe('sista dagen varje månad');
    expect(payDayLabel('monthly', 25)).toBe('den 25:e varje månad');
    expect(payDayLabel('monthly', 1)).toBe('den 1:a varje månad');
    expect(ratePercentText(150)).toBe('1,5');
  });
});

describe('the compound-interest lesson', () => {
  it('grows month by month, interest on interest, rounded down to whole öre', () => {
    const rows = compoundTable(100_000, 200, 12); // 1 000 kr at 2 % a month
    expect(rows[0]).toEqual({
      month: 1,
      withInterestOre: 102_000,
      interestOre: 2_000,
      withoutOre: 100_000,
    });
    expect(rows[1]?.interestOre).toBe(2_040);
    expect(rows).toHaveLength(12);
    // 1 000 × 1,02^12 = 1 268,24 kr exactly; rounding down each month gives 1 268,19 kr.
    expect(rows[11]?.withInterestOre).toBe(126_819);
    expect(interestOnInterest(100_000, 200, 12)).toBe(26_819 - 24_000);
  });
});
