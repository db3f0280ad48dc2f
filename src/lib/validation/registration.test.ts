import { describe, expect, it } from 'vitest';

import {
  addressError,
  emailError,
  firstNameError,
  lastNameError,
  loginPasswordError,
  mobileError,
  normalizeMobile,
  passwordConfirmError,
  passwordError,
  roleError,
} from './registration';

describe('firstNameError and lastNameError', () => {
  it.each([
    'Anna',
    'Åsa',
    'Björn',
    'Märta',
    'Anna-Karin',
    'Anna Karin',
    'Zoë',
    'José',
    'Øyvind',
    '  Elsa  ',
    'a'.repeat(50),
  ])('accept %j', (value) => {
    expect(firstNameError(value)).toBeNull();
    expect(lastNameError(value)).toBeNull();
  });

  it.each([
    ['', 'Förnamn krävs', 'Efternamn krävs'],
    ['   ', 'Förnamn krävs', 'Efternamn krävs'],
    ['a'.repeat(51), 'Förnamn får vara max 50 tecken', 'Efternamn får vara max 50 tecken'],
    [
      'Anna2',
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [
      "O'Brien",
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [
      'Anna_K',
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [
      'Anna×',
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [
      '<b>',
      'Förnamn får endast innehålla bokstäver, mellanslag och bindestreck',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
  ])('reject %j', (value, first, last) => {
    expect(firstNameError(value)).toBe(first);
    expect(lastNameError(value)).toBe(last);
  });
});

describe('mobileError', () => {
  it.each([
    '0701234567',
    '070-123 45 67',
    '070-1234567',
    '070 123 45 67',
    '+46701234567',
    '+46 70 123 45 67',
    '+46-70-123-45-67',
    '0731234567',
    ' 0761234567 ',
  ])('accepts %j', (value) => {
    expect(mobileError(value)).toBeNull();
  });

  it.each([
    '',
    '0812345678',
    '07012345',
    '070123456',
    '07012345678',
    '+4670123456789',
    '+460701234567',
    '0046701234567',
    '070abcdefg',
    'O701234567',
    '070--1234567',
    '070  1234567',
    '(070) 123 45 67',
    '070.123.45.67',
  ])('rejects %j', (value) => {
    expect(mobileError(value)).toBe('Ogiltigt mobilnummer format');
  });
});

describe('normalizeMobile', () => {
  it.each([
    ['0701234567', '0701234567'],
    ['070-123 45 67', '0701234567'],
    ['+46701234567', '0701234567'],
    [' +46 70 123 45 67 ', '0701234567'],
  ])('stores %j as %j, as the database does', (value, expected) => {
    expect(normalizeMobile(value)).toBe(expected);
  });
});

describe('addressError', () => {
  it.each(['Storg', 'Storgatan 1', '  Storgatan 1, 123 45 Stockholm  ', 'a'.repeat(100)])(
    'accepts %j',
    (value) => {
      expect(addressError(value)).toBeNull();
    },
  );

  it.each([
    ['', 'Adress måste vara minst 5 tecken'],
    ['Gata', 'Adress måste vara minst 5 tecken'],
    ['  Gata   ', 'Adress måste vara minst 5 tecken'],
    ['😀😀😀', 'Adress måste vara minst 5 tecken'],
    ['a'.repeat(101), 'Adress får vara max 100 tecken'],
  ])('rejects %j', (value, message) => {
    expect(addressError(value)).toBe(message);
  });
});

describe('roleError', () => {
  it.each(['foralder', 'barn'])('accepts %j', (value) => {
    expect(roleError(value)).toBeNull();
  });

  it.each(['', 'förälder', 'Barn', 'admin'])('rejects %j', (value) => {
    expect(roleError(value)).toBe("Roll måste vara 'foralder' eller 'barn'");
  });
});

describe('emailError', () => {
  const longLocal = 'a'.repeat(64);
  const at255 = `${longLocal}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.se`;

  it.each([
    'elsa@example.se',
    'test+123@example.com',
    'anna.andersson@skola.stockholm.se',
    '  elsa@example.se  ',
    at255,
  ])('accepts %j', (value) => {
    expect(at255).toHaveLength(255);
    expect(emailError(value)).toBeNull();
  });

  it.each([
    ['', 'Ogiltig e-postadress'],
    ['elsa', 'Ogiltig e-postadress'],
    ['elsa@', 'Ogiltig e-postadress'],
    ['@example.se', 'Ogiltig e-postadress'],
    ['elsa@example', 'Ogiltig e-postadress'],
    ['elsa @example.se', 'Ogiltig e-postadress'],
    ['elsa@@example.se', 'Ogiltig e-postadress'],
    [`${at255}x`, 'E-postadressen får vara max 255 tecken'],
  ])('rejects %j', (value, message) => {
    expect(emailError(value)).toBe(message);
  });
});

describe('passwordError', () => {
  const COMPOSITION =
    'Lösenordet måste innehålla minst en stor bokstav, en liten bokstav och en siffra';

  it.each(['Abcdefg1', 'Slantis2026', 'ÅÄÖåäö1Ab', `Aa1${'x'.repeat(125)}`, ' Spaces 1 '])(
    'accepts %j',
    (value) => {
      expect(passwordError(value)).toBeNull();
    },
  );

  it.each([
    ['', 'Lösenordet måste vara minst 8 tecken'],
    ['Abcdef1', 'Lösenordet måste vara minst 8 tecken'],
    [`Aa1${'x'.repeat(126)}`, 'Lösenordet får vara max 128 tecken'],
    ['abcdefg1', COMPOSITION],
    ['ABCDEFG1', COMPOSITION],
    ['Abcdefgh', COMPOSITION],
    ['12345678', COMPOSITION],
    // The auth server counts A–Z and a–z only: so does the form.
    ['ÅÄÖåäö12', COMPOSITION],
  ])('rejects %j', (value, message) => {
    expect(passwordError(value)).toBe(message);
  });
});

describe('passwordConfirmError', () => {
  it.each([
    ['Slantis2026', 'Slantis2026', null],
    ['', '', null],
    ['Slantis2026', 'slantis2026', 'Lösenorden matchar inte'],
    ['Slantis2026', 'Slantis2026 ', 'Lösenorden matchar inte'],
    ['Slantis2026', '', 'Lösenorden matchar inte'],
  ])('%j vs %j', (password, confirm, expected) => {
    expect(passwordConfirmError(password, confirm)).toBe(expected);
  });
});

describe('loginPasswordError', () => {
  it.each([
    ['abcdef', null],
    ['x'.repeat(128), null],
    ['', 'Lösenordet måste vara minst 6 tecken'],
    ['abcde', 'Lösenordet måste vara minst 6 tecken'],
    ['x'.repeat(129), 'Lösenordet får vara max 128 tecken'],
  ])('%j → %j', (value, expected) => {
    expect(loginPasswordError(value)).toBe(expected);
  });
});
