/**
 * Money is always an integer number of öre (1 kr = 100 öre) in the app, on the wire and in the
 * database. Floats only appear at the edge, when a person types an amount or we format one.
 */
export type Ore = number;

export const ORE_PER_KR = 100;
/** The largest amount a single transaction may have: 1 000 000 kr (spec §5). */
export const MAX_AMOUNT_ORE: Ore = 1_000_000 * ORE_PER_KR;

export const moneyErrors = {
  empty: 'Ange ett belopp',
  invalid: 'Ange beloppet med siffror, till exempel 149,50',
  negative: 'Belopp kan inte vara negativt',
  tooLarge: 'Belopp får inte överstiga 1 000 000 kr',
  tooManyDecimals: 'Belopp får ha max 2 decimaler',
} as const;

export type MoneyError = (typeof moneyErrors)[keyof typeof moneyErrors];
export type ParseKrResult = { ok: true; ore: Ore } | { ok: false; error: MoneyError };

// Any kind of space people (or copy-paste from formatted text) put between digit groups.
const GROUP_SPACES = /[\s\u00A0\u202F\u2009]/g;
const MINUS_SIGNS = /^[-\u2212]/;
const UNIT_SUFFIX = /\s*(kr|kronor|sek)\.?$/i;

/**
 * Parses an amount as a Swedish person types it: '1 450,50', '1450.5', '1450', '1 450 kr'.
 * Accepts a decimal comma or point and grouping spaces in groups of three. Thousands separators
 * made of dots or commas are ambiguous ('1.450') and rejected rather than guessed.
 */
export function parseKr(input: string): ParseKrResult {
  let text = input.trim().replace(UNIT_SUFFIX, '').trim();
  if (text === '') return { ok: false, error: moneyErrors.empty };

  const negative = MINUS_SIGNS.test(text);
  if (negative) text = text.slice(1).trimStart();

  const match = /^(\d{1,3}(?:[\s\u00A0\u202F\u2009]\d{3})*|\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return { ok: false, error: moneyErrors.invalid };

  const whole = (match[1] ?? '').replace(GROUP_SPACES, '');
  const fraction = match[2] ?? '';
  if (negative && (/[1-9]/.test(whole) || /[1-9]/.test(fraction))) {
    return { ok: false, error: moneyErrors.negative };
  }
  if (fraction.length > 2) return { ok: false, error: moneyErrors.tooManyDecimals };

  // Compare digit strings before converting, so huge inputs never lose precision.
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 7) return { ok: false, error: moneyErrors.tooLarge };

  const ore = Number(wholeDigits) * ORE_PER_KR + Number(fraction.padEnd(2, '0'));
  if (ore > MAX_AMOUNT_ORE) return { ok: false, error: moneyErrors.tooLarge };
  return { ok: true, ore };
}

/** Whole kronor or a kr amount with öre (e.g. from a quick-pick button) to integer öre. */
export function krToOre(kr: number): Ore {
  if (!Number.isFinite(kr)) throw new RangeError(`Not a finite amount: ${kr}`);
  return Math.round(kr * ORE_PER_KR);
}

/** Integer öre to kronor as a number, for arithmetic in the UI only (never for storage). */
export function oreToKr(ore: Ore): number {
  return ore / ORE_PER_KR;
}

export function isValidOre(value: unknown): value is Ore {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
