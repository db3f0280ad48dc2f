import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './parse-env';

const key = 'aaa.bbb.ccc';

describe('parseEnv', () => {
  it('accepts a URL and a JWT-shaped key, trimming trailing slashes', () => {
    expect(
      parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/', VITE_SUPABASE_ANON_KEY: key }),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: key });
  });

  it.each([
    [{ VITE_SUPABASE_ANON_KEY: key }, 'VITE_SUPABASE_URL'],
    [{ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: key }, 'VITE_SUPABASE_URL'],
    [{ VITE_SUPABASE_URL: 'ftp://x.se', VITE_SUPABASE_ANON_KEY: key }, 'VITE_SUPABASE_URL'],
    [{ VITE_SUPABASE_URL: 'https://x.supabase.co' }, 'VITE_SUPABASE_ANON_KEY'],
    [{ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'plain' }, 'anon key'],
  ])('rejects %j with a message naming %s', (raw, expected) => {
    expect(() => parseEnv(raw)).toThrow(EnvError);
    expect(() => parseEnv(raw)).toThrow(expected);
  });

  it('lists every problem at once', () => {
    expect(() => parseEnv({})).toThrow(/VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/);
  });
});
