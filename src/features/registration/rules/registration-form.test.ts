import { describe, expect, it } from 'vitest';

import { elsaMetadata } from '../test-fixtures';
import {
  initialRegistrationValues,
  stepErrors,
  toSignUpInput,
  type RegistrationValues,
} from './registration-form';

const now = new Date('2026-06-19T10:00:00Z');

const filled: RegistrationValues = {
  fornamn: ' Elsa <script>x</script>',
  efternamn: 'Lind onclick=steal()',
  personnummer: ' 201003151238 ',
  mobilnummer: '+46 70 123 45 67',
  adress: 'javascript:Storgatan 1 ',
  roll: 'barn',
  email: ' elsa@example.se ',
  password: ' Slantis2026 ',
  confirmPassword: ' Slantis2026 ',
};

describe('stepErrors', () => {
  it('finds every broken rule of step 1 on an empty form', () => {
    expect(stepErrors(0, initialRegistrationValues, now)).toEqual({
      fornamn: 'Förnamn krävs',
      efternamn: 'Efternamn krävs',
      personnummer: 'Ogiltigt personnummer format (YYYYMMDD-XXXX)',
      mobilnummer: 'Ogiltigt mobilnummer format',
      adress: 'Adress måste vara minst 5 tecken',
    });
  });

  it('lets step 2 through with its default role', () => {
    expect(stepErrors(1, initialRegistrationValues, now)).toEqual({});
  });

  it('checks step 3', () => {
    expect(stepErrors(2, initialRegistrationValues, now)).toEqual({
      email: 'Ogiltig e-postadress',
      password: 'Lösenordet måste vara minst 8 tecken',
    });
  });

  it('validates the sanitised values', () => {
    expect(stepErrors(0, filled, now)).toEqual({});
    expect(stepErrors(2, filled, now)).toEqual({});
  });

  it('does not trim passwords', () => {
    expect(stepErrors(2, { ...filled, confirmPassword: 'Slantis2026' }, now)).toEqual({
      confirmPassword: 'Lösenorden matchar inte',
    });
  });
});

describe('toSignUpInput', () => {
  it('sends sanitised text, the stored mobile form and the full personnummer', () => {
    expect(toSignUpInput(filled)).toEqual({
      email: 'elsa@example.se',
      password: ' Slantis2026 ',
      metadata: elsaMetadata,
    });
  });
});
