import { describe, expect, it } from 'vitest';

import { isValidOre, krToOre, MAX_AMOUNT_ORE, moneyErrors, oreToKr, parseKr } from './money';

describe('parseKr accepts Swedish input', () => {
  it.each([
    ['1450', 145_000],
    ['1 450', 145_000],
    ['1\u00A0450', 145_000],
    ['1\u202F450', 145_000],
    ['1 450,50', 145_050],
    ['1450.5', 145_050],
    ['1450,5', 145_050],
    ['1 450,05', 145_005],
    ['0,99', 99],
    [',5', null],
    ['12,', 1_200],
    ['  149,50  ', 14_950],
    ['149 kr', 14_900],
    ['149,50 kr', 14_950],
    ['1 000 000', MAX_AMOUNT_ORE],
    ['1000000,00', MAX_AMOUNT_ORE],
    ['0', 0],
    ['-0', 0],
    ['007', 700],
  ])('%j → %s öre', (input, expected) => {
    const result = parseKr(input);
    if (expected === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, ore: expected });
  });
});

describe('parseKr rejects bad input with a clear Swedish message', () => {
  it.each([
    ['', moneyErrors.empty],
    ['   ', moneyErrors.empty],
    ['kr', moneyErrors.empty],
    ['abc', moneyErrors.invalid],
    ['12a', moneyErrors.invalid],
    ['1,450.50', moneyErrors.invalid],
    ['1 45', moneyErrors.invalid],
    ['14 50', moneyErrors.invalid],
    ['1e3', moneyErrors.invalid],
    ['--5', moneyErrors.invalid],
    ['-5', moneyErrors.negative],
    ['\u22125,50', moneyErrors.negative],
    ['1.450', moneyErrors.tooManyDecimals],
    ['10,555', moneyErrors.tooManyDecimals],
    ['1 000 000,01', moneyErrors.tooLarge],
    ['1000001', moneyErrors.tooLarge],
    ['99999999999999999999999', moneyErrors.tooLarge],
  ])('%j → %s', (input, error) => {
    expect(parseKr(input)).toEqual({ ok: false, error });
  });
});

describe('conversions', () => {
  it.each([
    [0, 0],
    [50, 5_000],
    [0.1 + 0.2, 30],
    [1450.5, 145_050],
    [19.99, 1_999],
  ])('krToOre(%s) = %s', (kr, ore) => {
    expect(krToOre(kr)).toBe(ore);
  });

  it('rejects non-finite kronor', () => {
    expect(() => krToOre(Number.NaN)).toThrow(RangeError);
  });

  it('oreToKr is the inverse for whole öre', () => {
    expect(oreToKr(145_050)).toBe(1450.5);
  });

  it.each([
    [100, true],
    [-5, true],
    [1.5, false],
    ['100', false],
    [Number.MAX_SAFE_INTEGER + 1, false],
  ])('isValidOre(%j) = %s', (value, valid) => {
    expect(isValidOre(value)).toBe(valid);
  });
});
