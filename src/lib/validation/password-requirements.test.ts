import { describe, expect, it } from 'vitest';

import { passwordRequirements } from './password-requirements';

const metById = (value: string) =>
  Object.fromEntries(passwordRequirements(value).map((r) => [r.id, r.met]));

describe('passwordRequirements', () => {
  it('lists the rules with Swedish labels in a fixed order', () => {
    expect(passwordRequirements('').map((r) => r.label)).toEqual([
      'Minst 8 tecken',
      'Högst 128 tecken',
      'En stor bokstav (A–Z)',
      'En liten bokstav (a–z)',
      'En siffra',
    ]);
  });

  it.each([
    [
      '',
      { 'min-length': false, 'max-length': true, uppercase: false, lowercase: false, digit: false },
    ],
    [
      'a',
      { 'min-length': false, 'max-length': true, uppercase: false, lowercase: true, digit: false },
    ],
    [
      'A1',
      { 'min-length': false, 'max-length': true, uppercase: true, lowercase: false, digit: true },
    ],
    [
      'Slantis2026',
      { 'min-length': true, 'max-length': true, uppercase: true, lowercase: true, digit: true },
    ],
    [
      // Å and ö are letters, but the auth server counts only A–Z and a–z.
      'Å1ö12345',
      { 'min-length': true, 'max-length': true, uppercase: false, lowercase: false, digit: true },
    ],
    [
      'Åsa1234B',
      { 'min-length': true, 'max-length': true, uppercase: true, lowercase: true, digit: true },
    ],
    [
      `Aa1${'x'.repeat(126)}`,
      { 'min-length': true, 'max-length': false, uppercase: true, lowercase: true, digit: true },
    ],
  ])('%j', (value, expected) => {
    expect(metById(value)).toEqual(expected);
  });
});
