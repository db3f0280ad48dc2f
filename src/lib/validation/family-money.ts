/**
 * The limits of the money a parent types for a child (issue 41 §2): the allowance agreement's
 * amount and the parent interest on a savings goal. One home for the numbers and their Swedish
 * sentences: the forms check what was typed against them and show the sentence, never changing
 * the value; the database (supabase/migrations/20261127000900_allowance_interest.sql:
 * propose_allowance, set_goal_interest and the tables' CHECKs) refuses the same values with the
 * same sentence, raised with its code as the HINT, so the app says it from refusals.ts.
 * family-money.test.ts reads the migration and fails when a number or a sentence differs;
 * supabase/tests/database/allowance.test.ts sends the forms' bad values to the database on PGlite
 * and Postgres 15 and expects these sentences back.
 */

/** The smallest allowance per pay day, in whole kronor. */
export const ALLOWANCE_MIN_KR = 1;
/** The largest allowance per pay day, in whole kronor. */
export const ALLOWANCE_MAX_KR = 5000;
/** The highest parent interest, in percent per month (0 removes the interest). */
export const INTEREST_MAX_PERCENT = 5;
/** The most decimals a parent interest rate may have (hundredths of a percent are stored). */
export const INTEREST_DECIMALS = 2;

/** 5000 → '5 000', as the sentences write numbers (a plain space, the same in SQL). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The refusal codes of the two forms and what they say (the same words in the database). */
export const familyMoneyWords = {
  allowance_amount_invalid: `Skriv ett belopp i hela kronor, från ${grouped(ALLOWANCE_MIN_KR)} till ${grouped(ALLOWANCE_MAX_KR)} kr.`,
  allowance_amount_too_small: `Beloppet måste vara minst ${grouped(ALLOWANCE_MIN_KR)} kr.`,
  allowance_amount_too_large: `Beloppet får vara högst ${grouped(ALLOWANCE_MAX_KR)} kr per utbetalning.`,
  interest_rate_invalid: `Skriv en ränta mellan 0 och ${INTEREST_MAX_PERCENT} %, med högst två decimaler.`,
  interest_rate_negative: 'Räntan kan inte vara negativ. Skriv 0 om du vill ta bort räntan.',
  interest_rate_too_high: `Räntan får vara högst ${INTEREST_MAX_PERCENT} % i månaden.`,
  interest_rate_decimals: 'Skriv räntan med högst två decimaler, till exempel 1,25.',
} as const satisfies Record<string, string>;

export type FamilyMoneyCode = keyof typeof familyMoneyWords;

export type AllowanceAmountCheck =
  { ok: true; ore: number } | { ok: false; code: FamilyMoneyCode; message: string };
export type InterestRateCheck =
  { ok: true; percent: number; bp: number } | { ok: false; code: FamilyMoneyCode; message: string };

const refused = (code: FamilyMoneyCode) => ({
  ok: false as const,
  code,
  message: familyMoneyWords[code],
});

/** A typed number: an optional minus (any dash), digits with optional group spaces, a decimal part. */
const NUMBER = /^([-−–]?)\s*(\d{1,3}(?:[\s\u00A0\u202F]\d{3})+|\d+)(?:[.,](\d*))?$/;

function readNumber(text: string, unit: RegExp) {
  const match = NUMBER.exec(text.trim().replace(unit, '').trim());
  if (!match) return null;
  const whole = match[2]!.replace(/\D/g, '');
  // Trailing zeros of the decimals change nothing ("1,50" is 1,5).
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  const value = Number(`${whole}.${decimals || '0'}`);
  return { negative: match[1] !== '' && value !== 0, value, decimals: decimals.length };
}

/**
 * The allowance amount as typed ("150", "1 500 kr", "-50"): whole kronor from
 * ALLOWANCE_MIN_KR to ALLOWANCE_MAX_KR, or the sentence that says what is wrong.
 */
export function checkAllowanceAmount(typed: string | number): AllowanceAmountCheck {
  const read = readNumber(String(typed), /\s*kr\.?$/i);
  if (!read) return refused('allowance_amount_invalid');
  // In the database's order (amount_ore < 100, > 500 000, not whole kronor): one value, one sentence.
  if (read.negative || read.value < ALLOWANCE_MIN_KR) return refused('allowance_amount_too_small');
  if (read.value > ALLOWANCE_MAX_KR) return refused('allowance_amount_too_large');
  if (read.decimals > 0) return refused('allowance_amount_invalid');
  return { ok: true, ore: read.value * 100 };
}

/**
 * The monthly interest as typed ("1,5", "2 %", "6"): 0 to INTEREST_MAX_PERCENT with at most
 * INTEREST_DECIMALS decimals (0 removes it), or the sentence that says what is wrong.
 */
export function checkInterestRate(typed: string | number): InterestRateCheck {
  const read = readNumber(String(typed), /\s*%$/);
  if (!read) return refused('interest_rate_invalid');
  if (read.negative) return refused('interest_rate_negative');
  if (read.value > INTEREST_MAX_PERCENT) return refused('interest_rate_too_high');
  if (read.decimals > INTEREST_DECIMALS) return refused('interest_rate_decimals');
  return { ok: true, percent: read.value, bp: Math.round(read.value * 100) };
}

/** Whether a refusal's code is one of these (the form shows it at its field). */
export const isFamilyMoneyCode = (code: unknown): code is FamilyMoneyCode =>
  typeof code === 'string' && Object.hasOwn(familyMoneyWords, code);
