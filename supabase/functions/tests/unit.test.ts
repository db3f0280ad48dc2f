// Pure parts of the functions: no stack needed.

import { bearerToken } from '../_shared/http.ts';
import { sessionIdOf, truncateUserAgent } from '../_shared/user-sessions.ts';
import { parseLogin } from '../auth-proxy/validation.ts';
import {
  ABSOLUTE_LIFETIME_MS,
  INACTIVITY_TIMEOUT_MS,
  parseKeepAlive,
  sessionVerdict,
} from '../session-middleware/verdict.ts';
import { parseFrom, parseInbound, signMailgun, verifyMailgun } from '../support-inbound/mailgun.ts';
import { assertEquals } from './assert.ts';

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

Deno.test('bearerToken reads only a Bearer authorization', () => {
  const req = (value?: string) =>
    new Request('http://x/', value ? { headers: { Authorization: value } } : {});
  assertEquals(bearerToken(req('Bearer abc.def.ghi')), 'abc.def.ghi');
  assertEquals(bearerToken(req('bearer abc')), 'abc');
  assertEquals(bearerToken(req('Basic abc')), null);
  assertEquals(bearerToken(req('Bearer ')), null);
  assertEquals(bearerToken(req()), null);
});

Deno.test('sessionIdOf reads the session_id claim of an access token', () => {
  const claims = { sub: 'u', session_id: '6f1c1d2e-0000-4000-8000-00000000000a', name: 'Åsa?>' };
  const payload = btoa(JSON.stringify(claims))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
  assertEquals(sessionIdOf(`h.${payload}.s`), claims.session_id);
  assertEquals(sessionIdOf('not-a-token'), null);
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

Deno.test('sessionVerdict: missing, ended, idle for over 10 minutes, over 12 h, or alive', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const row = (active: boolean, msAgo: number, createdMsAgo = 60 * 60_000) => ({
    session_id: 's',
    active,
    created_at: new Date(now.getTime() - createdMsAgo).toISOString(),
    last_activity_at: new Date(now.getTime() - msAgo).toISOString(),
  });
  assertEquals(sessionVerdict(row(true, 0, ABSOLUTE_LIFETIME_MS + 1), now), 'expired');
  assertEquals(sessionVerdict(row(true, 0, ABSOLUTE_LIFETIME_MS - 1), now), 'alive');
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

// A key, timestamp and 50-character token as Mailgun sends them; the signature as Node's own
// crypto.createHmac computes it (a second implementation, so WebCrypto's is checked against it).
const MAILGUN_SIGNATURE = 'b63c0701c4f4b614f272106a1b367c5c3369bcdca664ae73ebd52787e45eef07';
const MAILGUN_KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';
const MAILGUN_TIMESTAMP = '1529006854';
const MAILGUN_TOKEN = 'a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0';

Deno.test('verifyMailgun accepts a fresh, correct signature and refuses the rest', async () => {
  const signature = await signMailgun(MAILGUN_KEY, MAILGUN_TIMESTAMP, MAILGUN_TOKEN);
  assertEquals(signature, MAILGUN_SIGNATURE);
  const fields = { timestamp: MAILGUN_TIMESTAMP, token: MAILGUN_TOKEN, signature };
  const at = Number(MAILGUN_TIMESTAMP);
  assertEquals(await verifyMailgun(MAILGUN_KEY, fields, at + 60), { ok: true });
  assertEquals(await verifyMailgun(MAILGUN_KEY, fields, at + 301), { ok: false, reason: 'stale' });
  assertEquals(await verifyMailgun('another-key', fields, at), {
    ok: false,
    reason: 'bad_signature',
  });
  assertEquals(await verifyMailgun(MAILGUN_KEY, { ...fields, token: `${MAILGUN_TOKEN}x` }, at), {
    ok: false,
    reason: 'bad_signature',
  });
  assertEquals(await verifyMailgun(MAILGUN_KEY, { ...fields, signature: 'zz' }, at), {
    ok: false,
    reason: 'bad_signature',
  });
  assertEquals(await verifyMailgun(MAILGUN_KEY, { ...fields, signature: null }, at), {
    ok: false,
    reason: 'missing',
  });
});

Deno.test('parseInbound reads the sender, the new text and whether it is an auto-reply', () => {
  assertEquals(parseFrom('"Anna Svensson" <Anna@Example.se>'), {
    name: 'Anna Svensson',
    email: 'anna@example.se',
  });
  assertEquals(parseFrom('ola@example.se'), { name: '', email: 'ola@example.se' });
  const form = new FormData();
  form.set('from', 'Anna <anna@example.se>');
  form.set('subject', 'Re: Vi har tagit emot ditt ärende SL-261129-7KQ4');
  form.set('body-plain', 'Tack!\n\n> citerat');
  form.set('stripped-text', 'Tack!');
  form.set('message-headers', JSON.stringify([['Auto-Submitted', 'no']]));
  assertEquals(parseInbound(form), {
    fromEmail: 'anna@example.se',
    fromName: 'Anna',
    subject: 'Re: Vi har tagit emot ditt ärende SL-261129-7KQ4',
    body: 'Tack!',
    automatic: false,
  });
  form.set('message-headers', JSON.stringify([['Auto-Submitted', 'auto-replied']]));
  assertEquals(parseInbound(form)?.automatic, true);
  form.set('from', 'inte en adress');
  form.delete('sender');
  assertEquals(parseInbound(form), null);
});
