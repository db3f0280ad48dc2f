import { z } from 'zod/mini';

/**
 * Registration and login field rules (spec §5). Each function returns the Swedish message of the
 * first broken rule, or null. The rules match the database (supabase/migrations/*_profiles.sql):
 * the client never accepts what the database rejects.
 */

export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export const ROLES = ['foralder', 'barn'] as const;
export type Role = (typeof ROLES)[number];

// The database's character class: Latin letters incl. å ä ö (Latin-1 letters), space, hyphen.
const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ -]+$/;
// The database's mobile pattern, applied to the trimmed value.
const MOBILE_PATTERN = /^(\+46|0)[ -]?7([ -]?[0-9]){8}$/;

/** Length in Unicode code points, as Postgres char_length counts. */
const codePoints = (value: string) => [...value].length;

function nameError(value: string, label: 'Förnamn' | 'Efternamn'): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} krävs`;
  if (codePoints(trimmed) > NAME_MAX_LENGTH)
    return `${label} får vara max ${NAME_MAX_LENGTH} tecken`;
  if (!NAME_PATTERN.test(trimmed)) {
    return `${label} får endast innehålla bokstäver, mellanslag och bindestreck`;
  }
  return null;
}

export function firstNameError(value: string): string | null {
  return nameError(value, 'Förnamn');
}

export function lastNameError(value: string): string | null {
  return nameError(value, 'Efternamn');
}

export function mobileError(value: string): string | null {
  return MOBILE_PATTERN.test(value.trim()) ? null : 'Ogiltigt mobilnummer format';
}

/** A valid mobile number in the form the database stores: 07XXXXXXXX. */
export function normalizeMobile(value: string): string {
  return value.trim().replace(/[ -]/g, '').replace(/^\+46/, '0');
}

export function addressError(value: string): string | null {
  const length = codePoints(value.trim());
  if (length < ADDRESS_MIN_LENGTH) return `Adress måste vara minst ${ADDRESS_MIN_LENGTH} tecken`;
  if (length > ADDRESS_MAX_LENGTH) return `Adress får vara max ${ADDRESS_MAX_LENGTH} tecken`;
  return null;
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function roleError(value: string): string | null {
  return isRole(value) ? null : "Roll måste vara 'foralder' eller 'barn'";
}

const emailSchema = z.email();

export function emailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) {
    return `E-postadressen får vara max ${EMAIL_MAX_LENGTH} tecken`;
  }
  return emailSchema.safeParse(trimmed).success ? null : 'Ogiltig e-postadress';
}

// A–Z and a–z, as the auth server counts them (GoTrue's lower_upper_letters_digits): a password
// whose only capital is Å, Ä or Ö would pass a Unicode check here and be refused there.
export const hasLowercase = (value: string) => /[a-z]/.test(value);
export const hasUppercase = (value: string) => /[A-Z]/.test(value);
export const hasDigit = (value: string) => /[0-9]/.test(value);

/** Registration password; never trimmed or otherwise altered. */
export function passwordError(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) {
    return `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`;
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return `Lösenordet får vara max ${PASSWORD_MAX_LENGTH} tecken`;
  }
  if (!hasLowercase(value) || !hasUppercase(value) || !hasDigit(value)) {
    return 'Lösenordet måste innehålla minst en stor bokstav, en liten bokstav och en siffra';
  }
  return null;
}

/**
 * The auth server's refusal of a password (422 weak_password, with GoTrue's `reasons`) in the
 * form's own words, for a password that slipped past the form or skipped it.
 */
export function weakPasswordMessage(error: unknown): string | null {
  const failure = (error ?? {}) as { code?: unknown; reasons?: unknown };
  if (failure.code !== 'weak_password') return null;
  const reasons = Array.isArray(failure.reasons) ? failure.reasons : [];
  return reasons.includes('length')
    ? `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`
    : 'Lösenordet måste innehålla minst en stor bokstav, en liten bokstav och en siffra';
}

export function passwordConfirmError(password: string, confirm: string): string | null {
  return password === confirm ? null : 'Lösenorden matchar inte';
}

/** Login password (spec §5): 6–128 characters; never trimmed. */
export function loginPasswordError(value: string): string | null {
  if (value.length < LOGIN_PASSWORD_MIN_LENGTH) {
    return `Lösenordet måste vara minst ${LOGIN_PASSWORD_MIN_LENGTH} tecken`;
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return `Lösenordet får vara max ${PASSWORD_MAX_LENGTH} tecken`;
  }
  return null;
}
