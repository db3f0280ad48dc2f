import { describe, expect, it } from 'vitest';

import { LOGIN_MESSAGES, loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it.each([
    [
      'Invalid login credentials',
      'Felaktiga inloggningsuppgifter. Kontrollera din e-post och lösenord.',
    ],
    ['Email not confirmed', 'E-postadressen är inte bekräftad. Kontrollera din inkorg.'],
    ['Too many requests', 'För många inloggningsförsök. Försök igen senare.'],
    ['Request rate limit reached', 'För många inloggningsförsök. Försök igen senare.'],
    ['Login failed', 'Ett oväntat fel inträffade. Försök igen.'],
    ['Login failed. Please try again.', 'Ett oväntat fel inträffade. Försök igen.'],
    ['Invalid request body', 'Ett oväntat fel inträffade. Försök igen.'],
  ])('maps %j to the Swedish catalogue text', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('shows other messages as they are (e.g. the proxy’s Swedish validation texts)', () => {
    expect(loginErrorMessage('Ogiltig e-postadress')).toBe('Ogiltig e-postadress');
  });

  it('falls back to the unexpected-error text when there is no message', () => {
    expect(loginErrorMessage(undefined)).toBe(LOGIN_MESSAGES.unexpected);
    expect(loginErrorMessage('')).toBe(LOGIN_MESSAGES.unexpected);
  });
});
