import type { AllowanceFrequency } from '@/data/remote/allowance';

/**
 * The allowance's calendar and the compound-interest lesson, computed the way the server does
 * (supabase/migrations/20261127000900_allowance_interest.sql): Stockholm calendar dates as
 * 'YYYY-MM-DD', and interest rounded down to whole öre every month.
 */

const WEEKDAYS = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'];

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a date is a pay day (monthly day 0 is the month's last day), as the server decides. */
export function isPayDay(frequency: AllowanceFrequency, payDay: number, day: string): boolean {
  if (frequency === 'weekly') return isoWeekday(day) === payDay;
  if (payDay === 0) return addDays(day, 1).endsWith('-01');
  return Number(day.slice(8, 10)) === payDay;
}

/**
 * The next pay day after today (today's is paid early in the morning), and never before the
 * agreement starts (the day after both confirmed).
 */
export function nextPayDay(
  agreement: { frequency: AllowanceFrequency; pay_day: number; starts_on: string | null },
  today: string,
): string | null {
  let day = addDays(today, 1);
  if (agreement.starts_on && agreement.starts_on > day) day = agreement.starts_on;
  for (let i = 0; i < 62; i += 1) {
    if (isPayDay(agreement.frequency, agreement.pay_day, day)) return day;
    day = addDays(day, 1);
  }
  return null;
}

/** 'varje fredag', 'den 25:e varje månad', 'sista dagen varje månad'. */
export function payDayLabel(frequency: AllowanceFrequency, payDay: number): string {
  if (frequency === 'weekly') return `varje ${WEEKDAYS[payDay - 1] ?? ''}`;
  if (payDay === 0) return 'sista dagen varje månad';
  return `den ${payDay}:${payDay === 1 || payDay === 2 || payDay === 21 || payDay === 22 ? 'a' : 'e'} varje månad`;
}

export const weekdayName = (isoDay: number) => WEEKDAYS[isoDay - 1] ?? '';

export type CompoundRow = {
  month: number;
  /** The balance after this month's interest. */
  withInterestOre: number;
  /** This month's interest. */
  interestOre: number;
  /** The balance without interest (what is saved now, unchanged). */
  withoutOre: number;
};

/**
 * How a balance grows at a monthly rate (hundredths of a percent) over `months` months, with
 * nothing else added: each month's interest is the rate times the balance, interest included
 * (ränta på ränta), rounded down to whole öre as the server pays it.
 */
export function compoundTable(savedOre: number, rateBp: number, months = 12): CompoundRow[] {
  const rows: CompoundRow[] = [];
  let balance = Math.max(0, Math.trunc(savedOre));
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.floor((balance * rateBp) / 10_000);
    balance += interest;
    rows.push({ month, withInterestOre: balance, interestOre: interest, withoutOre: savedOre });
  }
  return rows;
}

/** Interest earned on interest: the total minus what simple interest would have paid. */
export function interestOnInterest(savedOre: number, rateBp: number, months = 12): number {
  const rows = compoundTable(savedOre, rateBp, months);
  const total = (rows.at(-1)?.withInterestOre ?? savedOre) - savedOre;
  const simple = Math.floor((savedOre * rateBp) / 10_000) * months;
  return Math.max(0, total - simple);
}

/** 200 → '2', 150 → '1,5', 125 → '1,25' (percent per month). */
export const ratePercentText = (rateBp: number) => String(rateBp / 100).replace('.', ',');
