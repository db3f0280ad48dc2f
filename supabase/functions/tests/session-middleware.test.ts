import { assert, assertEquals, assertMatch } from './assert.ts';
import { invoke, loginFreshUser, sessionRow, stackTest, updateSession } from './helpers.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

stackTest('session-middleware: a live session is kept alive', async (stack) => {
  const user = await loginFreshUser(stack, 'alive');
  // Two minutes back, so the move forward is visible whatever the clock resolution.
  await updateSession(stack, user.sessionId, { last_activity_at: minutesAgo(2) });
  const before = Date.parse((await sessionRow(stack, user.sessionId))!.last_activity_at);

  const { status, body } = await invoke(stack, 'session-middleware', {
    token: user.accessToken,
    body: { session_id: user.sessionId },
  });
  assertEquals(status, 200, JSON.stringify(body));
  assertEquals(body.ok, true);
  assertEquals(body.session_id, user.sessionId);
  const reported = Date.parse(String(body.last_activity_at));
  assert(reported > before + 60_000, 'last_activity_at moved to now');

  const row = await sessionRow(stack, user.sessionId);
  assertEquals(row?.active, true);
  assertEquals(Date.parse(row!.last_activity_at), reported);
});

stackTest('session-middleware: 11 minutes without activity is SESSION_EXPIRED', async (stack) => {
  const user = await loginFreshUser(stack, 'idle');
  await updateSession(stack, user.sessionId, { last_activity_at: minutesAgo(11) });

  const { status, body } = await invoke(stack, 'session-middleware', {
    token: user.accessToken,
    body: { session_id: user.sessionId },
  });
  assertEquals(status, 401);
  assertEquals(body, { error: 'Session expired', code: 'SESSION_EXPIRED' });
  const row = await sessionRow(stack, user.sessionId);
  assertEquals(row?.active, false);
  assertEquals(row?.ended_reason, 'inactivity');

  // It stays expired: a later keep-alive does not revive it.
  const again = await invoke(stack, 'session-middleware', {
    token: user.accessToken,
    body: { session_id: user.sessionId },
  });
  assertEquals(again.status, 401);
  assertEquals(again.body.code, 'SESSION_EXPIRED');
});

stackTest(
  'session-middleware: an ended session is SESSION_EXPIRED and keeps its reason',
  async (stack) => {
    const user = await loginFreshUser(stack, 'ended');
    await updateSession(stack, user.sessionId, { active: false, ended_reason: 'logout' });

    const { status, body } = await invoke(stack, 'session-middleware', {
      token: user.accessToken,
      body: { session_id: user.sessionId },
    });
    assertEquals(status, 401);
    assertEquals(body, { error: 'Session expired', code: 'SESSION_EXPIRED' });
    assertEquals((await sessionRow(stack, user.sessionId))?.ended_reason, 'logout');
  },
);

stackTest('session-middleware: an unknown session is SESSION_NOT_FOUND', async (stack) => {
  const user = await loginFreshUser(stack, 'unknown-session');
  const { status, body } = await invoke(stack, 'session-middleware', {
    token: user.accessToken,
    body: { session_id: crypto.randomUUID() },
  });
  assertEquals(status, 404);
  assertEquals(body, { error: 'Session not found', code: 'SESSION_NOT_FOUND' });
});

stackTest("session-middleware: another user's session is SESSION_NOT_FOUND", async (stack) => {
  const owner = await loginFreshUser(stack, 'owner');
  const other = await loginFreshUser(stack, 'other');
  const { status, body } = await invoke(stack, 'session-middleware', {
    token: other.accessToken,
    body: { session_id: owner.sessionId },
  });
  assertEquals(status, 404);
  assertEquals(body.code, 'SESSION_NOT_FOUND');
  assertEquals((await sessionRow(stack, owner.sessionId))?.active, true);
});

stackTest('session-middleware: no user token is 401', async (stack) => {
  const user = await loginFreshUser(stack, 'no-bearer');
  const request = { body: { session_id: user.sessionId } };

  // The anon key is a valid JWT (the gateway lets it through) but names no user.
  const anon = await invoke(stack, 'session-middleware', { ...request, token: stack.anonKey });
  assertEquals(anon.status, 401);
  assertEquals(anon.body.code, 'UNAUTHORIZED');

  // No Authorization header, or a token that is not a JWT, is refused before the session is read.
  assertEquals(
    (await invoke(stack, 'session-middleware', { ...request, token: null })).status,
    401,
  );
  const garbage = await invoke(stack, 'session-middleware', { ...request, token: 'not-a-jwt' });
  assertEquals(garbage.status, 401);

  assertEquals((await sessionRow(stack, user.sessionId))?.active, true);
});

stackTest('session-middleware: a bad body is 400', async (stack) => {
  const user = await loginFreshUser(stack, 'bad-body');
  for (const input of [undefined, {}, { session_id: 'nope' }, { session_id: 42 }]) {
    const { status, body } = await invoke(stack, 'session-middleware', {
      token: user.accessToken,
      body: input,
    });
    assertEquals(status, 400, JSON.stringify(input));
    assertEquals(body.code, 'INVALID_REQUEST');
  }
});

stackTest('session-middleware: answers the CORS preflight', async (stack) => {
  const preflight = await fetch(`${stack.url}/functions/v1/session-middleware`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
  });
  await preflight.body?.cancel();
  assertEquals(preflight.status, 200);
  assertEquals(preflight.headers.get('access-control-allow-origin'), '*');
  assertMatch(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
});
