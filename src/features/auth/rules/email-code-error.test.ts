import { describe, expect, it } from 'vitest';

import { emailCodeErrorMessage, EMAIL_CODE_MESSAGES as M } from './email-code-error';

describe('emailCodeErrorMessage', () => {
  it.each([
    [{ code: 'otp_expired', status: 403 }, M.invalidCode],
    [{ code: 'over_email_send_rate_limit', status: 429 }, M.tooSoon],
    [{ status: 429 }, M.tooSoon],
    [{ code: 'same_password', status: 422 }, M.samePassword],
    [
      { code: 'weak_password', status: 422, reasons: ['characters'] },
      'Lösenordet måste innehålla minst en stor bokstav, en liten bokstav och en siffra',
    ],
    [{ code: 'weak_password', reasons: ['length'] }, 'Lösenordet måste vara minst 8 tecken'],
    [{ name: 'AuthSessionMissingError' }, M.sessionMissing],
    [{ name: 'AuthRetryableFetchError', status: 0 }, M.offline],
    [new TypeError('Failed to fetch'), M.offline],
    [{ code: 'something_new', message: 'Boom' }, M.unexpected],
    [null, M.unexpected],
  ])('%j → %s', (error, expected) => {
    expect(emailCodeErrorMessage(error)).toBe(expected);
  });
});
