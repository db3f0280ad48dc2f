import { describe, expect, it } from 'vitest';

import { allowedRedirect, authConfig } from '../../local/config';

describe('mail link redirects (allow list)', () => {
  const local = authConfig({});
  const hosted = authConfig({ SITE_URL: 'https://slantis.se' });

  it.each([
    'http://localhost:5173/welcome',
    'http://127.0.0.1:5173/welcome',
    'http://127.0.0.1:4173/aterstall-losenord',
    'http://localhost:5181/dashboard',
  ])('a local stack accepts the local app at %s', (url) => {
    expect(allowedRedirect(local, url)).toBe(url);
  });

  it('falls back to the site URL for anything else', () => {
    expect(allowedRedirect(local, 'https://evil.example/welcome')).toBe('http://localhost:5173');
    expect(allowedRedirect(local, 'http://localhost.evil.example/welcome')).toBe(
      'http://localhost:5173',
    );
  });

  it('with a real site URL allows only its welcome, dashboard and wildcard paths', () => {
    expect(allowedRedirect(hosted, 'https://slantis.se/welcome')).toBe(
      'https://slantis.se/welcome',
    );
    expect(allowedRedirect(hosted, 'http://127.0.0.1:5173/welcome')).toBe('https://slantis.se');
  });
});
