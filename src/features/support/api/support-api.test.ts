import { afterEach, describe, expect, it, vi } from 'vitest';

import { contactFormCopy } from '../copy';
import { toSupportError } from './support-api';

afterEach(() => vi.restoreAllMocks());

describe('toSupportError', () => {
  it.each([
    [{ code: 'P0001', message: 'Ämne krävs' }, 'Ämne krävs'],
    [
      { code: 'PT429', message: 'Du har skickat flera meddelanden på kort tid.' },
      'Du har skickat flera meddelanden på kort tid.',
    ],
    [
      { code: '42501', message: 'permission denied for table support_tickets' },
      contactFormCopy.errors.network,
    ],
    [new TypeError('Failed to fetch'), contactFormCopy.errors.network],
    [null, contactFormCopy.errors.network],
  ])('%j → %s', (error, message) => {
    expect(toSupportError(error).message).toBe(message);
  });

  it('says the message was not sent because the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(toSupportError(new TypeError('Failed to fetch')).message).toBe(
      contactFormCopy.errors.offline,
    );
  });
});
