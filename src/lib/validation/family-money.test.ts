import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  ALLOWANCE_MAX_KR,
  ALLOWANCE_MIN_KR,
  checkAllowanceAmount,
  checkInterestRate,
  familyMoneyWords,
  INTEREST_DECIMALS,
  INTEREST_MAX_PERCENT,
} from './family-money';

const words = familyMoneyWords;

describe('the allowance amount as a parent types it', () => {
  it.each([
    ['150', 15000],
    ['1', 100],
    ['5000', 500000],
    ['5 000', 500000],
    ['5\u00a0000 kr', 500000],
    ['  250 kr ', 25000],
    ['300,00', 30000],
  ])('takes %j as %i öre', (typed, ore) => {
    expect(checkAllowanceAmount(typed)).toEqual({ ok: true, ore });
  });

  it.each([
    ['', words.allowance_amount_invalid],
    ['   ', words.allowance_amount_invalid],
    ['abc', words.allowance_amount_invalid],
    ['1e3', words.allowance_amount_invalid],
    ['12,5', words.allowance_amount_invalid],
    ['-50', words.allowance_amount_too_small],
    ['−50', words.allowance_amount_too_small],
    ['0', words.allowance_amount_too_small],
    ['0,5', words.allowance_amount_too_small],
    ['5001', words.allowance_amount_too_large],
    ['6 000 kr', words.allowance_amount_too_large],
    ['99999999999999999999', words.allowance_amount_too_large],
  ])('refuses %j with the sentence, changing nothing', (typed, message) => {
    expect(checkAllowanceAmount(typed)).toMatchObject({ ok: false, message });
  });
});

describe('the monthly interest as a parent types it', () => {
  it.each([
    ['0', 0, 0],
    ['-0', 0, 0],
    ['1,5', 1.5, 150],
    ['1.25', 1.25, 125],
    ['2 %', 2, 200],
    ['5', 5, 500],
    ['1,230', 1.23, 123],
  ])('takes %j as %d % (%i hundredths)', (typed, percent, bp) => {
    expect(checkInterestRate(typed)).toEqual({ ok: true, percent, bp });
  });

  it.each([
    ['', words.interest_rate_invalid],
    ['abc', words.interest_rate_invalid],
    ['1,5,0', words.interest_rate_invalid],
    ['-1', words.interest_rate_negative],
    ['-0,01', words.interest_rate_negative],
    ['6', words.interest_rate_too_high],
    ['5,01', words.interest_rate_too_high],
    ['1,234', words.interest_rate_decimals],
  ])('refuses %j with the sentence, changing nothing', (typed, message) => {
    expect(checkInterestRate(typed)).toMatchObject({ ok: false, message });
  });
});

describe('the sentences', () => {
  it.each(Object.entries(words))('%s is one or two Swedish sentences', (_code, sentence) => {
    expect(sentence).toMatch(/^[A-ZÅÄÖ].*\.$/);
  });

  it('name the limits', () => {
    expect(words.allowance_amount_invalid).toBe(
      'Skriv ett belopp i hela kronor, från 1 till 5 000 kr.',
    );
    expect(words.interest_rate_too_high).toBe('Räntan får vara högst 5 % i månaden.');
  });
});

// The database's copy of the limits (the SQL is written by hand, so it is read and compared).
describe('the SQL of propose_allowance and set_goal_interest', () => {
  const sql = readFileSync(
    join(process.cwd(), 'supabase/migrations/20261127000900_allowance_interest.sql'),
    'utf8',
  );
  const body = (name: string) => {
    const match = new RegExp(`create function public\\.${name}\\([\\s\\S]*?\\n\\$\\$;`).exec(sql);
    if (!match) throw new Error(`no function ${name}`);
    return match[0];
  };
  /** Each `raise exception '<message>' … hint = '<code>'`, with its condition. */
  const raises = (text: string) =>
    [
      ...text.matchAll(
        /if ([^\n]+?) then\s+raise exception '((?:[^']|'')*)'\s+using errcode = 'P0001', hint = '([a-z_]+)';/g,
      ),
    ].map((m) => ({
      condition: m[1]!,
      // plpgsql writes a literal % as %%.
      message: m[2]!.replaceAll("''", "'").replaceAll('%%', '%'),
      code: m[3]!,
    }));

  it('refuses the allowance amount at the same limits, with the same sentences', () => {
    const min = ALLOWANCE_MIN_KR * 100;
    const max = ALLOWANCE_MAX_KR * 100;
    expect(raises(body('propose_allowance')).slice(0, 4)).toEqual([
      {
        condition: 'amount_ore is null',
        message: words.allowance_amount_invalid,
        code: 'allowance_amount_invalid',
      },
      {
        condition: `amount_ore < ${min}`,
        message: words.allowance_amount_too_small,
        code: 'allowance_amount_too_small',
      },
      {
        condition: `amount_ore > ${max}`,
        message: words.allowance_amount_too_large,
        code: 'allowance_amount_too_large',
      },
      {
        condition: 'amount_ore % 100 <> 0',
        message: words.allowance_amount_invalid,
        code: 'allowance_amount_invalid',
      },
    ]);
    expect(sql).toContain(`check (amount_ore between ${min} and ${max})`);
  });

  it('refuses the interest rate at the same limits, with the same sentences', () => {
    const scale = 10 ** INTEREST_DECIMALS;
    expect(raises(body('set_goal_interest'))).toEqual([
      {
        condition: 'rate_percent is null',
        message: words.interest_rate_invalid,
        code: 'interest_rate_invalid',
      },
      {
        condition: 'rate_percent < 0',
        message: words.interest_rate_negative,
        code: 'interest_rate_negative',
      },
      {
        condition: `rate_percent > ${INTEREST_MAX_PERCENT}`,
        message: words.interest_rate_too_high,
        code: 'interest_rate_too_high',
      },
      {
        condition: `rate_percent * ${scale} <> round(rate_percent * ${scale})`,
        message: words.interest_rate_decimals,
        code: 'interest_rate_decimals',
      },
    ]);
    expect(sql).toContain(`check (rate_bp between 1 and ${INTEREST_MAX_PERCENT * scale})`);
  });
});
