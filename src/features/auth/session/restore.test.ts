import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { env } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage-key';

import { restoreStep, type AuthAnswer } from './restore';
import { readStoredSession } from './stored-session';
import { INACTIVITY_TIMEOUT_MS } from './timing';

const stored = {
  access_token: 'expired-token',
  refresh_token: 'r1',
  user: { id: 'u1', email: 'elsa@example.se' },
};
const live = { ...stored, access_token: 'fresh-token' };
const network = new AuthRetryableFetchError('Failed to fetch', 0);
const revoked = new AuthApiError(
  'Invalid Refresh Token: Refresh Token Not Found',
  400,
  'refresh_token_not_found',
);
const FIVE_MIN = 5 * 60_000;

describe('restoreStep: the session state machine of issue 20', () => {
  // Every combination of what the device stored, what supabase-js answered and how long the
  // app has been idle.
  const cases: [string, typeof stored | null, AuthAnswer, number | null, string][] = [
    ['a live or refreshed session', stored, { session: live, error: null }, null, 'signed-in'],
    [
      '…even after a long idle time (the server decides online)',
      stored,
      { session: live, error: null },
      3_600_000,
      'signed-in',
    ],
    [
      'a sign-in from another tab with nothing stored here',
      null,
      { session: live, error: null },
      null,
      'signed-in',
    ],
    [
      'offline with recent activity',
      stored,
      { session: null, error: network },
      FIVE_MIN,
      'offline',
    ],
    [
      'offline, activity never recorded',
      stored,
      { session: null, error: network },
      null,
      'offline',
    ],
    [
      'offline, a fetch that threw',
      stored,
      { session: null, error: new TypeError('Failed to fetch') },
      FIVE_MIN,
      'offline',
    ],
    [
      'offline after 10 minutes without activity',
      stored,
      { session: null, error: network },
      INACTIVITY_TIMEOUT_MS,
      'inactive',
    ],
    ['offline the next day', stored, { session: null, error: network }, 86_400_000, 'inactive'],
    [
      'a refresh token the server revoked',
      stored,
      { session: null, error: revoked },
      FIVE_MIN,
      'refused',
    ],
    [
      'a refused refresh after a long idle time',
      stored,
      { session: null, error: revoked },
      86_400_000,
      'refused',
    ],
    [
      'no session left in supabase-js',
      stored,
      { session: null, error: new AuthSessionMissingError() },
      null,
      'refused',
    ],
    [
      'supabase-js found nothing (another tab signed out)',
      stored,
      { session: null, error: null },
      null,
      'signed-out',
    ],
    ['nothing stored, network down', null, { session: null, error: network }, null, 'signed-out'],
    ['nothing stored, nothing found', null, { session: null, error: null }, null, 'signed-out'],
  ];
  it.each(cases)('%s', (_, device, answer, idleMs, step) => {
    expect(restoreStep(device, answer, idleMs)).toBe(step);
  });
});

describe('readStoredSession', () => {
  const key = authStorageKey(env.supabaseUrl);
  const storage = (value: string | null) =>
    ({ getItem: (name: string) => (name === key ? value : null) }) as Storage;

  it('reads the tokens and user supabase-js persisted', () => {
    expect(readStoredSession(storage(JSON.stringify({ ...stored, expires_at: 1 })))).toMatchObject(
      stored,
    );
  });

  it('is null for nothing, broken JSON or a session without a user', () => {
    expect(readStoredSession(storage(null))).toBeNull();
    expect(readStoredSession(storage('{'))).toBeNull();
    expect(readStoredSession(storage('{"access_token":"a.b.c"}'))).toBeNull();
  });
});
