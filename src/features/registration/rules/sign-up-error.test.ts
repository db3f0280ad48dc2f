import { describe, expect, it } from 'vitest';

import { signUpErrorMessage } from './sign-up-error';

const authError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('signUpErrorMessage', () => {
  it.each([
    [
      authError('AuthApiError', 'Database error saving new user'),
      'Kunde inte skapa kontot. Kontrollera dina uppgifter och försök igen.',
    ],
    [
      authError('AuthApiError', 'User already registered'),
      'Det finns redan ett konto med den e-postadressen.',
    ],
    [
      // supabase-js reports GoTrue's 500 as a retryable fetch error, message intact.
      authError('AuthRetryableFetchError', 'Database error saving new user'),
      'Kunde inte skapa kontot. Kontrollera dina uppgifter och försök igen.',
    ],
    [
      authError('AuthRetryableFetchError', 'Failed to fetch'),
      'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
    ],
    [
      new TypeError('Failed to fetch'),
      'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
    ],
    [
      Object.assign(
        authError('AuthWeakPasswordError', 'Password should be at least 8 characters.'),
        {
          code: 'weak_password',
          reasons: ['length'],
        },
      ),
      'Lösenordet måste vara minst 8 tecken',
    ],
    [
      Object.assign(authError('AuthWeakPasswordError', 'Password should contain …'), {
        code: 'weak_password',
        reasons: ['characters'],
      }),
      'Lösenordet måste innehålla minst en stor bokstav, en liten bokstav och en siffra',
    ],
    [new Error('Något annat'), 'Något annat'],
    [new Error(''), 'Ett oväntat fel inträffade. Försök igen.'],
    ['oops', 'Ett oväntat fel inträffade. Försök igen.'],
    [null, 'Ett oväntat fel inträffade. Försök igen.'],
  ])('%o → %j', (error, expected) => {
    expect(signUpErrorMessage(error)).toBe(expected);
  });
});
