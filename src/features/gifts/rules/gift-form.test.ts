import { describe, expect, it } from 'vitest';

import { checkGiftForm, giftUrl } from './gift-form';

describe('checkGiftForm', () => {
  it.each([
    [{ amount: '500', giverName: 'Mormor', greeting: 'Grattis!' }, 50000, 'Mormor', 'Grattis!'],
    [
      { amount: '1 000 kr', giverName: '  Farbror   Sven ', greeting: '' },
      100000,
      'Farbror Sven',
      null,
    ],
    [{ amount: '5000', giverName: 'M', greeting: ' Lycka  till ' }, 500000, 'M', 'Lycka till'],
    [{ amount: '1', giverName: 'Moster', greeting: '' }, 100, 'Moster', null],
  ])('accepts %j', (input, amountOre, giverName, greeting) => {
    expect(checkGiftForm(input)).toEqual({ ok: true, value: { amountOre, giverName, greeting } });
  });

  it.each([
    [{ amount: '', giverName: 'Mormor', greeting: '' }, 'amount', 'Ange ett belopp'],
    [
      { amount: '0,50', giverName: 'Mormor', greeting: '' },
      'amount',
      'Skriv ett belopp på minst 1 kr',
    ],
    [
      { amount: '5001', giverName: 'Mormor', greeting: '' },
      'amount',
      'Beloppet får vara högst 5 000 kr',
    ],
    [{ amount: '100', giverName: '   ', greeting: '' }, 'giverName', 'Skriv ditt namn'],
    [
      { amount: '100', giverName: 'x'.repeat(41), greeting: '' },
      'giverName',
      'Namnet får vara max 40 tecken',
    ],
    [
      { amount: '100', giverName: 'Mormor', greeting: 'å'.repeat(201) },
      'greeting',
      'Hälsningen får vara max 200 tecken',
    ],
  ])('refuses %j', (input, field, message) => {
    const result = checkGiftForm(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });
});

describe('giftUrl', () => {
  it('puts the token in the path', () => {
    expect(giftUrl('https://slantis.se', 'abc_-123')).toBe('https://slantis.se/gava/abc_-123');
  });
});
