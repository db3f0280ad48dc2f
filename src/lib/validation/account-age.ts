import { TZDate } from '@date-fns/tz';
import { differenceInYears } from 'date-fns';

import { TIME_ZONE } from '../dates';
import { personnummerError } from './personnummer';

/** Issue 21: the same sentences as private.account_age_error in the database. */
export const ACCOUNT_AGE_MESSAGES = {
  underThirteen:
    'Du måste vara minst 13 år för att skapa ett konto. Är du yngre kan en vårdnadshavare ' +
    'hjälpa dig: hen skapar ett föräldrakonto nu och bjuder in dig när du har fyllt 13.',
  youthTooOld: 'Ett ungdomskonto är för dig som är 13–23 år. Är du äldre väljer du Förälder.',
  parentTooYoung: 'Ett föräldrakonto kräver att du har fyllt 18 år. Välj Ungdom/barn i stället.',
} as const;

export const YOUTH_MIN_AGE = 13;
export const YOUTH_MAX_AGE = 23;
export const PARENT_MIN_AGE = 18;

/** Whole years on the Stockholm calendar day, or null when the personnummer is not valid. */
export function ageFromPersonnummer(value: string, now: Date = new Date()): number | null {
  if (personnummerError(value, now)) return null;
  const digits = value.trim().replace('-', '');
  const birth = new Date(
    Number(digits.slice(0, 4)),
    Number(digits.slice(4, 6)) - 1,
    Number(digits.slice(6, 8)),
  );
  const today = new TZDate(now.getTime(), TIME_ZONE);
  const localToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return differenceInYears(localToday, birth);
}

/** Under 13 is refused whatever the role; shown at the personnummer (step 1). */
export function minimumAgeError(personnummer: string, now?: Date): string | null {
  const age = ageFromPersonnummer(personnummer, now);
  return age !== null && age < YOUTH_MIN_AGE ? ACCOUNT_AGE_MESSAGES.underThirteen : null;
}

/** The role the age allows: youth 13–23, parent 18+; shown at the account type (step 2). */
export function roleAgeError(personnummer: string, role: string, now?: Date): string | null {
  const age = ageFromPersonnummer(personnummer, now);
  if (age === null || age < YOUTH_MIN_AGE) return null;
  if (role === 'barn' && age > YOUTH_MAX_AGE) return ACCOUNT_AGE_MESSAGES.youthTooOld;
  if (role === 'foralder' && age < PARENT_MIN_AGE) return ACCOUNT_AGE_MESSAGES.parentTooYoung;
  return null;
}
