import { TIME_ZONE } from './dates';
import { oreToKr, type Ore } from './money';

/**
 * The only place Slantis turns numbers and dates into Swedish text. Intl gives the real
 * characters: U+00A0 (no-break space) for grouping and before 'kr', U+2212 for minus.
 */
const LOCALE = 'sv-SE';

const krWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const krWithOre = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'SEK' });
const krWholeSigned = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});
const krWithOreSigned = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'SEK',
  signDisplay: 'exceptZero',
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

export type KrOptions = {
  /** 'auto' (default) shows öre only when there are any: '1 450 kr' but '1 450,50 kr'. */
  decimals?: 'auto' | 'always' | 'never';
  /** Show '+' on positive amounts, e.g. deposits ('+250 kr'). */
  signed?: boolean;
};

/** Formats integer öre as Swedish kronor: formatKr(145000) → '1 450 kr'. */
export function formatKr(ore: Ore, { decimals = 'auto', signed = false }: KrOptions = {}): string {
  const showOre = decimals === 'always' || (decimals === 'auto' && ore % 100 !== 0);
  const formatter = showOre
    ? signed
      ? krWithOreSigned
      : krWithOre
    : signed
      ? krWholeSigned
      : krWhole;
  return formatter.format(oreToKr(ore));
}

/** Öre as an amount a person can edit in a text field: 145050 → '1450,50', 145000 → '1450'. */
export function formatKrInput(ore: Ore): string {
  const kr = Math.trunc(ore / 100);
  const rest = Math.abs(ore % 100);
  return rest === 0 ? String(kr) : `${kr},${String(rest).padStart(2, '0')}`;
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** A ratio as a Swedish percentage: 0.125 → '12,5 %'. */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const monthFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
});
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' });

type DateInput = Date | number | string;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** '2026-11-22' — the ISO date is the Swedish standard form. */
export const formatDate = (value: DateInput) => dateFormat.format(toDate(value));
/** '22 november 2026' */
export const formatDateLong = (value: DateInput) => longDateFormat.format(toDate(value));
/** '22 nov.' */
export const formatDateShort = (value: DateInput) => shortDateFormat.format(toDate(value));
/** '14:05' */
export const formatTime = (value: DateInput) => timeFormat.format(toDate(value));
/** '2026-11-22 14:05' */
export const formatDateTime = (value: DateInput) => `${formatDate(value)} ${formatTime(value)}`;
/** 'november 2026' */
export const formatMonth = (value: DateInput) => monthFormat.format(toDate(value));
/** 'söndag' */
export const formatWeekday = (value: DateInput) => weekdayFormat.format(toDate(value));

/** 'vecka 47' */
export const formatWeek = (week: number) => `vecka ${week}`;

/** '1 dag kvar', '12 dagar kvar' */
export const formatDaysLeft = (days: number) =>
  `${formatInteger(days)} ${days === 1 ? 'dag' : 'dagar'} kvar`;
