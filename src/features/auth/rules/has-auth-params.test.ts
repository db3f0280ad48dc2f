import { describe, expect, it } from 'vitest';

import { hasAuthParams } from './has-auth-params';

describe('hasAuthParams', () => {
  it.each([
    ['', '#access_token=abc&refresh_token=def&expires_in=3600&type=magiclink', true],
    ['?token_hash=abc&type=magiclink', '', true],
    ['?type=magiclink', '', true],
    ['', '#type=magiclink', true],
    ['?code=1234', '', true],
    ['', '#error=access_denied&error_code=otp_expired&error_description=Email+link+expired', true],
    ['', '', false],
    ['?tab=badges', '#oversikt', false],
    ['?type=recovery', '', false],
  ])('search %j hash %j → %s', (search, hash, expected) => {
    expect(hasAuthParams(search, hash)).toBe(expected);
  });
});
