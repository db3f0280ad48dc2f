import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkAuthConfig, CONFIG_ERRORS, runStartupConfigCheck } from './config-check';

const localKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const headerWithoutAlg = `${btoa('{"typ":"JWT"}').replace(/=+$/, '')}.eyJyb2xlIjoiYW5vbiJ9.sig`;

describe('checkAuthConfig', () => {
  it.each([
    'http://127.0.0.1:54321',
    'http://localhost:54321',
    'https://abcdefghijklmnop.supabase.co',
    'https://abcdefghijklmnop.supabase.co/',
  ])('accepts the backend URL %s', (url) => {
    expect(checkAuthConfig({ url, anonKey: localKey })).toEqual({ ok: true, errors: [] });
  });

  it.each([
    'http://abcdefghijklmnop.supabase.co',
    'https://example.com',
    'https://supabase.co.evil.example',
    'https://abc.supabase.com',
    'not a url',
    '',
  ])('rejects the backend URL %j', (url) => {
    expect(checkAuthConfig({ url, anonKey: localKey })).toEqual({
      ok: false,
      errors: [CONFIG_ERRORS.url],
    });
  });

  it.each([
    ['an empty key', ''],
    ['two segments', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9'],
    ['a header that is not JSON', 'bm90LWpzb24.eyJyb2xlIjoiYW5vbiJ9.sig'],
    ['a header without alg', headerWithoutAlg],
    ['characters outside base64url', 'eyJhbGciOiJIUzI1NiJ9.ey$$.sig'],
  ])('rejects %s', (_label, anonKey) => {
    expect(checkAuthConfig({ url: 'http://127.0.0.1:54321', anonKey })).toEqual({
      ok: false,
      errors: [CONFIG_ERRORS.key],
    });
  });

  it('lists both errors, URL first', () => {
    expect(checkAuthConfig({ url: 'ftp://x', anonKey: 'nope' })).toEqual({
      ok: false,
      errors: [
        'Backend URL does not appear to be a valid Supabase URL',
        'Public key does not appear to be a valid signed token',
      ],
    });
  });
});

describe('runStartupConfigCheck', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs success', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runStartupConfigCheck({ url: 'http://127.0.0.1:54321', anonKey: localKey }).ok).toBe(
      true,
    );
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[config\] .*OK$/));
    expect(error).not.toHaveBeenCalled();
  });

  it('logs every error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runStartupConfigCheck({ url: 'https://example.com', anonKey: 'x' }).ok).toBe(false);
    expect(info).not.toHaveBeenCalled();
    const logged = String(error.mock.calls[0]?.[0]);
    expect(logged).toContain(CONFIG_ERRORS.url);
    expect(logged).toContain(CONFIG_ERRORS.key);
  });
});
