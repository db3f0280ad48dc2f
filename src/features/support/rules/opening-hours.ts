import { TZDate } from '@date-fns/tz';

import { CALLBACK_RULES } from '@/lib/callback-hours';
import { TIME_ZONE } from '@/lib/dates';

/** Weekday hours of a channel, in Swedish local time (spec §9: we call 08–18). */
export type WeekdayHours = { opens: number; closes: number };
export const CALLBACK_HOURS: WeekdayHours = {
  opens: CALLBACK_RULES.opens,
  closes: CALLBACK_RULES.closes,
};

const DAY_NAMES = ['sön', 'mån', 'tis', 'ons', 'tors', 'fre', 'lör'] as const;
const isWeekday = (day: number) => day >= 1 && day <= 5;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export type ChannelState = { open: true } | { open: false; next: string };

/**
 * Whether a weekday channel is open at an instant, and if not when it opens next, as the page
 * says it: 'kl. 08:00' later today, 'i morgon 08:00', or 'mån 08:00'. Public holidays are not
 * modelled (the page says so).
 */
export function channelState(hours: WeekdayHours, instant: Date | number): ChannelState {
  const local = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
  const day = local.getDay();
  const minutes = local.getHours() * 60 + local.getMinutes();
  if (isWeekday(day) && minutes >= hours.opens * 60 && minutes < hours.closes * 60) {
    return { open: true };
  }
  if (isWeekday(day) && minutes < hours.opens * 60) {
    return { open: false, next: `kl. ${hh(hours.opens)}` };
  }
  let ahead = 1;
  while (!isWeekday((day + ahead) % 7)) ahead += 1;
  const when = ahead === 1 ? 'i morgon' : DAY_NAMES[(day + ahead) % 7];
  return { open: false, next: `${when} ${hh(hours.opens)}` };
}
