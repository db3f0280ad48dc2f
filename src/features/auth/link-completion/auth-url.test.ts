import { describe, expect, it } from 'vitest';

import { readAuthUrl } from './auth-url';

describe('readAuthUrl', () => {
  it('reads implicit-flow tokens from the hash', () => {
    expect(readAuthUrl('', '#access_token=a.b.c&refresh_token=r&type=magiclink')).toEqual({
      error: null,
      hasToken: true,
      isMagicLink: true,
    });
  });

  it('reads a token hash or PKCE code from the query', () => {
    expect(readAuthUrl('?token_hash=abc&type=email', '').hasToken).toBe(true);
    expect(readAuthUrl('?code=xyz', '').hasToken).toBe(true);
  });

  it('prefers error_description, then error_code, then error, decoding + as spaces', () => {
    expect(
      readAuthUrl(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ).error,
    ).toBe('Email link is invalid or has expired');
    expect(readAuthUrl('?error=access_denied&error_code=otp_expired', '').error).toBe(
      'otp_expired',
    );
    expect(readAuthUrl('?error=access_denied', '').error).toBe('access_denied');
    expect(readAuthUrl('?error_description=Query+text', '#error=hash').error).toBe('Query text');
  });

  it('finds nothing in a plain URL', () => {
    expect(readAuthUrl('?utm_source=mail', '#top')).toEqual({
      error: null,
      hasToken: false,
      isMagicLink: false,
    });
  });
});
