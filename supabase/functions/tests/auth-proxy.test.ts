import { assert, assertEquals, assertMatch } from './assert.ts';
import { createUser, freshClient, freshEmail, invoke, sessionRow, stackTest } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

stackTest(
  'auth-proxy: correct credentials return a session and an active app session',
  async (stack) => {
    const user = await createUser(stack, 'login-ok');
    const { status, body, headers } = await invoke(stack, 'auth-proxy', {
      // Mixed case and spaces: the e-mail is normalised as GoTrue does.
      body: { email: `  ${user.email.toUpperCase()} `, password: user.password },
      headers: { ...freshClient(), 'User-Agent': 'slantis-tests/1.0' },
    });
    assertEquals(status, 200, JSON.stringify(body));
    assertEquals(headers.get('access-control-allow-origin'), '*');
    assertMatch(String(body.session_id), UUID);
    const session = body.session as Record<string, unknown>;
    assertEquals(Object.keys(session).sort(), [
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    assertEquals(typeof session.access_token, 'string');
    assertEquals(typeof session.refresh_token, 'string');
    assertEquals(typeof session.expires_in, 'number');
    assertEquals(typeof session.expires_at, 'number');
    assertEquals((session.user as { id: string }).id, user.id);

    const row = await sessionRow(stack, String(body.session_id));
    assert(row, 'user_sessions row exists');
    assertEquals(row.user_id, user.id);
    assertEquals(row.active, true);
    assertEquals(row.ended_reason, null);
    assertEquals(row.user_agent, 'slantis-tests/1.0');

    // The tokens are GoTrue's own: they identify the user.
    const me = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    assertEquals(me.status, 200);
    assertEquals(((await me.json()) as { id: string }).id, user.id);
  },
);

stackTest('auth-proxy: a wrong password is 400 Invalid login credentials', async (stack) => {
  const user = await createUser(stack, 'wrong-pw');
  const { status, body } = await invoke(stack, 'auth-proxy', {
    body: { email: user.email, password: `${user.password}x` },
    headers: freshClient(),
  });
  assertEquals(status, 400);
  assertEquals(body, { error: 'Invalid login credentials' });
});

stackTest('auth-proxy: an unknown e-mail is 400 Invalid login credentials', async (stack) => {
  const { status, body } = await invoke(stack, 'auth-proxy', {
    body: { email: freshEmail('nobody'), password: 'whatever-123' },
    headers: freshClient(),
  });
  assertEquals(status, 400);
  assertEquals(body, { error: 'Invalid login credentials' });
});

stackTest('auth-proxy: an unconfirmed e-mail is 400 Email not confirmed', async (stack) => {
  const user = await createUser(stack, 'unconfirmed', { confirmed: false });
  const { status, body } = await invoke(stack, 'auth-proxy', {
    body: { email: user.email, password: user.password },
    headers: freshClient(),
  });
  assertEquals(status, 400);
  assertEquals(body, { error: 'Email not confirmed' });
});

stackTest(
  "auth-proxy: after 5 wrong passwords the account waits (the database's limit), not the client",
  async (stack) => {
    const user = await createUser(stack, 'rate-account');
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      const { status, body } = await invoke(stack, 'auth-proxy', {
        body: { email: user.email, password: `wrong-${i}-password` },
        headers: client,
      });
      assertEquals(status, 400, `failure ${i + 1}: ${JSON.stringify(body)}`);
    }
    const refused = await invoke(stack, 'auth-proxy', {
      body: { email: user.email, password: user.password },
      headers: freshClient(),
    });
    assertEquals(refused.status, 400);
    assertMatch(String(refused.body.error), /^För många felaktiga lösenord\. Försök igen om 1 min/);

    // The same client still signs in to another account: one pupil's typos lock nobody else out.
    const other = await createUser(stack, 'rate-account-other');
    const ok = await invoke(stack, 'auth-proxy', {
      body: { email: other.email, password: other.password },
      headers: client,
    });
    assertEquals(ok.status, 200, JSON.stringify(ok.body));
  },
);

stackTest('auth-proxy: bad input is 400 with the first problem', async (stack) => {
  const cases: [unknown, string][] = [
    [undefined, 'Invalid request body'],
    [['a@b.se', 'secret1'], 'Invalid request body'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Ogiltig e-postadress'],
    [{ password: 'secret1' }, 'Ogiltig e-postadress'],
    [
      { email: `${'a'.repeat(251)}@b.se`, password: 'secret1' },
      'E-postadressen får vara max 255 tecken',
    ],
    [{ email: 'a@b.se', password: '12345' }, 'Lösenordet måste vara minst 6 tecken'],
    [{ email: 'a@b.se', password: 'x'.repeat(129) }, 'Lösenordet får vara max 128 tecken'],
  ];
  for (const [input, error] of cases) {
    const { status, body } = await invoke(stack, 'auth-proxy', {
      body: input,
      headers: freshClient(),
    });
    assertEquals(status, 400, JSON.stringify(input));
    assertEquals(body, { error }, JSON.stringify(input));
  }
});

stackTest('auth-proxy: answers the CORS preflight and refuses other methods', async (stack) => {
  const preflight = await fetch(`${stack.url}/functions/v1/auth-proxy`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
    },
  });
  await preflight.body?.cancel();
  assertEquals(preflight.status, 200);
  assertEquals(preflight.headers.get('access-control-allow-origin'), '*');
  const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
    assert(allowed.toLowerCase().includes(header), `allows ${header}`);
  }
  assertMatch(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);

  const get = await fetch(`${stack.url}/functions/v1/auth-proxy`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
  });
  await get.body?.cancel();
  assertEquals(get.status, 405);
});
