import { TZDate } from '@date-fns/tz';

import { TIME_ZONE } from '@/lib/dates';

/**
 * When customer service calls back (issue 41 §3): weekdays 08:00–18:00 Swedish time, in
 * half-hour slots, at least 30 minutes and at most 14 days ahead, 3 calls per slot. The one
 * place of these rules: private.callback_rules() in
 * supabase/migrations/20261129000200_support_callbacks.sql says the same (a database test
 * compares them), and public.request_callback refuses a slot outside them with the sentences
 * below (refusal codes in src/data/remote/refusals.ts).
 */
export const CALLBACK_RULES = {
  opens: 8,
  closes: 18,
  slotMinutes: 30,
  leadMinutes: 30,
  daysAhead: 14,
  perSlot: 3,
} as const;

/** Weekdays Monday–Friday (Date.getDay(): 0 is Sunday). */
export const isCallbackDay = (day: number) => day >= 1 && day <= 5;

const MINUTE_MS = 60_000;
const WEEKDAYS = ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'] as const;
const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type CallbackSlot = {
  /** The slot's start as an ISO instant (what the server takes). */
  start: string;
  /** '10:00–10:30' */
  label: string;
};
export type CallbackDay = {
  /** 'YYYY-MM-DD' in Stockholm. */
  date: string;
  /** 'i dag', 'i morgon' or 'tisdag 2 december'. */
  label: string;
  slots: CallbackSlot[];
};

/** 'tisdag 2 december kl. 10:00', as private.callback_when says it. */
export function callbackWhen(instant: Date | string): string {
  const local = new TZDate(new Date(instant).getTime(), TIME_ZONE);
  return `${WEEKDAYS[local.getDay()]} ${local.getDate()} ${MONTHS[local.getMonth()]} kl. ${hhmm(
    local.getHours() * 60 + local.getMinutes(),
  )}`;
}

/**
 * The slots a person may pick at `now`: every opening day within the next `daysAhead` days that
 * still has a slot starting at least `leadMinutes` ahead. Public holidays are not modelled.
 */
export function callbackDays(now: Date | number, rules = CALLBACK_RULES): CallbackDay[] {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const earliest = nowMs + rules.leadMinutes * MINUTE_MS;
  const latest = nowMs + rules.daysAhead * 24 * 60 * MINUTE_MS;
  const today = new TZDate(nowMs, TIME_ZONE);
  const days: CallbackDay[] = [];
  for (let ahead = 0; ahead <= rules.daysAhead; ahead += 1) {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + ahead,
      TIME_ZONE,
    );
    if (!isCallbackDay(day.getDay())) continue;
    const slots: CallbackSlot[] = [];
    for (
      let minute = rules.opens * 60;
      minute + rules.slotMinutes <= rules.closes * 60;
      minute += rules.slotMinutes
    ) {
      const start = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(minute / 60),
        minute % 60,
        TIME_ZONE,
      );
      if (start.getTime() < earliest || start.getTime() > latest) continue;
      slots.push({
        start: new Date(start.getTime()).toISOString(),
        label: `${hhmm(minute)}–${hhmm(minute + rules.slotMinutes)}`,
      });
    }
    if (slots.length === 0) continue;
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(
      day.getDate(),
    ).padStart(2, '0')}`;
    const label =
      ahead === 0
        ? 'i dag'
        : ahead === 1
          ? 'i morgon'
          : `${WEEKDAYS[day.getDay()]} ${day.getDate()} ${MONTHS[day.getMonth()]}`;
    days.push({ date, label, slots });
  }
  return days;
}

/** A stored mobile number '0707654321' as people write it: '070-765 43 21'. */
export const spokenMobile = (phone: string) =>
  /^07\d{8}$/.test(phone)
    ? `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`
    : phone;
