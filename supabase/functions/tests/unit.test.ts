// Pure parts of the functions: no stack needed.

import { keyedHash } from '../_shared/hash.ts';
import { bearerToken } from '../_shared/http.ts';
import { truncateUserAgent } from '../_shared/user-sessions.ts';
import {
  clientAddress,
  isRateLimited,
  RATE_LIMIT,
  UNKNOWN_CLIENT,
  windowStart,
} from '../auth-proxy/rate-limit.ts';
import { parseLogin } from '../auth-proxy/validation.ts';
import {
  INACTIVITY_TIMEOUT_MS,
  parseKeepAlive,
  sessionVerdict,
} from '../session-middleware/verdict.ts';
import { assertEquals, assertMatch, assertNotEquals } from './assert.ts';

const CLIENT = 'c'.repeat(64);

Deno.test('parseLogin accepts a valid login and normalises the e-mail', () => {
  assertEquals(parseLogin({ email: '  Alva@Example.SE ', password: 'secret' }), {
    ok: true,
    value: { email: 'alva@example.se', password: 'secret' },
  });
  const longest = `${'a'.repeat(244)}@example.se`;
  assertEquals(longest.length, 255);
  assertEquals(parseLogin({ email: longest, password: 'x'.repeat(128) }).ok, true);
});

Deno.test('parseLogin rejects what spec §5 rejects', () => {
  const error = (body: unknown) => {
    const parsed = parseLogin(body);
    return parsed.ok ? null : parsed.error;
  };
  assertEquals(error(null), 'Invalid request body');
  assertEquals(error('a@b.se'), 'Invalid request body');
  assertEquals(error({ email: 'a@b', password: 'secret' }), 'Ogiltig e-postadress');
  assertEquals(error({ email: 42, password: 'secret' }), 'Ogiltig e-postadress');
  assertEquals(
    error({ email: `${'a'.repeat(245)}@example.se`, password: 'secret' }),
    'E-postadressen får vara max 255 tecken',
  );
  assertEquals(
    error({ email: 'a@b.se', password: '12345' }),
    'Lösenordet måste vara minst 6 tecken',
  );
  assertEquals(error({ email: 'a@b.se' }), 'Lösenordet måste vara minst 6 tecken');
  assertEquals(
    error({ email: 'a@b.se', password: 'x'.repeat(129) }),
    'Lösenordet får vara max 128 tecken',
  );
});

Deno.test('isRateLimited refuses from the 5th e-mail failure and the 20th client failure', () => {
  assertEquals(isRateLimited({ email: 4, client: 19 }, CLIENT), false);
  assertEquals(isRateLimited({ email: 5, client: 0 }, CLIENT), true);
  assertEquals(isRateLimited({ email: 0, client: 20 }, CLIENT), true);
  // Unknown clients share one key, so only the e-mail limit applies to them.
  assertEquals(isRateLimited({ email: 0, client: 500 }, UNKNOWN_CLIENT), false);
  assertEquals(isRateLimited({ email: 5, client: 0 }, UNKNOWN_CLIENT), true);
  assertEquals(
    isRateLimited({ email: 1, client: 0 }, CLIENT, { ...RATE_LIMIT, maxFailuresPerEmail: 1 }),
    true,
  );
});

Deno.test('windowStart is 15 minutes back', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  assertEquals(windowStart(now).toISOString(), '2026-11-22T11:45:00.000Z');
});

Deno.test('clientAddress takes the first X-Forwarded-For entry', () => {
  assertEquals(clientAddress('203.0.113.7, 10.0.0.1'), '203.0.113.7');
  assertEquals(clientAddress(' 2001:DB8::1 '), '2001:db8::1');
  assertEquals(clientAddress(''), null);
  assertEquals(clientAddress(' , 10.0.0.1'), null);
  assertEquals(clientAddress(null), null);
});

Deno.test('keyedHash is a stable 64-hex HMAC that depends on the key', async () => {
  const a = await keyedHash('key-1', 'email:a@b.se');
  assertMatch(a, /^[0-9a-f]{64}$/);
  assertEquals(await keyedHash('key-1', 'email:a@b.se'), a);
  assertNotEquals(await keyedHash('key-2', 'email:a@b.se'), a);
  assertNotEquals(await keyedHash('key-1', 'email:c@b.se'), a);
});

Deno.test('bearerToken reads only a Bearer authorization', () => {
  const req = (value?: string) =>
    new Request('http://x/', value ? { headers: { Authorization: value } } : {});
  assertEquals(bearerToken(req('Bearer abc.def.ghi')), 'abc.def.ghi');
  assertEquals(bearerToken(req('bearer abc')), 'abc');
  assertEquals(bearerToken(req('Basic abc')), null);
  assertEquals(bearerToken(req('Bearer ')), null);
  assertEquals(bearerToken(req()), null);
});

Deno.test('truncateUserAgent keeps at most 512 characters, never half of one', () => {
  assertEquals(truncateUserAgent(null), null);
  assertEquals(truncateUserAgent('Mozilla/5.0'), 'Mozilla/5.0');
  const long = '😀'.repeat(600);
  const cut = truncateUserAgent(long)!;
  assertEquals(Array.from(cut).length, 512);
  assertEquals(cut, '😀'.repeat(512));
});

Deno.test('parseKeepAlive wants a UUID session_id', () => {
  const id = crypto.randomUUID();
  assertEquals(parseKeepAlive({ session_id: id }), { ok: true, value: { session_id: id } });
  assertEquals(parseKeepAlive({ session_id: 'nope' }).ok, false);
  assertEquals(parseKeepAlive({}).ok, false);
  assertEquals(parseKeepAlive(undefined).ok, false);
});

Deno.test('sessionVerdict: missing, ended, idle for over 10 minutes, or alive', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const row = (active: boolean, msAgo: number) => ({
    session_id: 's',
    active,
    last_activity_at: new Date(now.getTime() - msAgo).toISOString(),
  });
  assertEquals(sessionVerdict(null, now), 'not_found');
  assertEquals(sessionVerdict(row(false, 0), now), 'expired');
  assertEquals(sessionVerdict(row(true, INACTIVITY_TIMEOUT_MS + 1), now), 'expired');
  assertEquals(sessionVerdict(row(true, INACTIVITY_TIMEOUT_MS), now), 'alive');
  assertEquals(sessionVerdict(row(true, 5 * 60_000), now), 'alive');
  assertEquals(sessionVerdict({ ...row(true, 0), last_activity_at: 'garbage' }, now), 'expired');
  // PostgREST's timestamptz format, with microseconds and an offset.
  assertEquals(
    sessionVerdict({ ...row(true, 0), last_activity_at: '2026-11-22T11:55:00.123456+00:00' }, now),
    'alive',
  );
});
