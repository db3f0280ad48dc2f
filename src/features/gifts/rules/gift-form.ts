import { parseKr } from '@/lib/money';

import { giftCopy } from '../copy';

/** The pledge form's limits: the same as public.pledge_gift's. */
export const GIFT_MIN_ORE = 100;
export const GIFT_MAX_ORE = 500_000;
export const GIVER_NAME_MAX = 40;
export const GREETING_MAX = 200;

export type GiftFormInput = { amount: string; giverName: string; greeting: string };
export type GiftFormResult =
  | { ok: true; value: { amountOre: number; giverName: string; greeting: string | null } }
  | { ok: false; errors: Partial<Record<keyof GiftFormInput, string>> };

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Checks a relative's pledge the way the database does, with the same Swedish messages. */
export function checkGiftForm(input: GiftFormInput): GiftFormResult {
  const errors: Partial<Record<keyof GiftFormInput, string>> = {};
  const copy = giftCopy.relative.errors;
  const parsed = parseKr(input.amount);
  if (!parsed.ok) errors.amount = parsed.error;
  else if (parsed.ore < GIFT_MIN_ORE) errors.amount = copy.amountMin;
  else if (parsed.ore > GIFT_MAX_ORE) errors.amount = copy.amountMax;
  const giverName = tidy(input.giverName);
  if (giverName === '') errors.giverName = copy.nameRequired;
  else if (giverName.length > GIVER_NAME_MAX) errors.giverName = copy.nameTooLong;
  const greeting = tidy(input.greeting);
  if (greeting.length > GREETING_MAX) errors.greeting = copy.greetingTooLong;
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { amountOre: parsed.ore, giverName, greeting: greeting === '' ? null : greeting },
  };
}

/** The link a relative opens, for this site. */
export const giftUrl = (origin: string, token: string) => `${origin}/gava/${token}`;
