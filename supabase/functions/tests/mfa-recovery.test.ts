import { Secret, TOTP } from 'npm:otpauth@9';

import { assert, assertEquals } from './assert.ts';
import { invoke, loginFreshUser, stackTest, type Stack } from './helpers.ts';

async function auth(stack: Stack, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Turns on TOTP for the session's user; answers the aal2 access token. */
async function enrolTotp(stack: Stack, token: string): Promise<string> {
  const factor = await auth(stack, token, 'POST', '/factors', {
    factor_type: 'totp',
    friendly_name: 'Mobilen',
  });
  assertEquals(factor.status, 200, JSON.stringify(factor.body));
  const id = factor.body.id as string;
  const secret = (factor.body.totp as { secret: string }).secret;
  const challenge = await auth(stack, token, 'POST', `/factors/${id}/challenge`, {});
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const verified = await auth(stack, token, 'POST', `/factors/${id}/verify`, {
    challenge_id: challenge.body.id,
    code,
  });
  assertEquals(verified.status, 200, JSON.stringify(verified.body));
  return verified.body.access_token as string;
}

stackTest(
  'mfa-recovery: a recovery code removes the code app once, and only once',
  async (stack) => {
    const user = await loginFreshUser(stack, 'recovery');
    const aal2 = await enrolTotp(stack, user.accessToken);
    const made = await fetch(`${stack.url}/rest/v1/rpc/new_mfa_recovery_codes`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${aal2}` },
    });
    const codes = (await made.json()) as string[];
    assertEquals(made.status, 200, JSON.stringify(codes));
    assertEquals(codes.length, 8);
    assert(
      codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code)),
      codes.join(),
    );

    // Signed in again with the password only (aal1), the phone lost.
    const again = await loginFreshUserAgain(stack, user.email, user.password);
    const wrong = await invoke(stack, 'mfa-recovery', {
      token: again,
      body: { code: 'aaaaa-aaaaa' },
    });
    assertEquals(wrong.status, 400);
    assertEquals(wrong.body.code, 'INVALID_CODE');
    const noToken = await invoke(stack, 'mfa-recovery', { token: null, body: { code: codes[0] } });
    assertEquals(noToken.status, 401);

    const used = await invoke(stack, 'mfa-recovery', { token: again, body: { code: codes[0] } });
    assertEquals(used.status, 200, JSON.stringify(used.body));
    assertEquals(used.body, { ok: true, removed: 1 });
    const me = await auth(stack, again, 'GET', '/user');
    assertEquals(me.body.factors, []);

    // Neither the used code nor the rest of the set works any more.
    for (const code of [codes[0], codes[1]]) {
      const reused = await invoke(stack, 'mfa-recovery', { token: again, body: { code } });
      assertEquals(reused.status, 400);
    }
  },
);

stackTest('mfa-recovery: codes are only made at aal2', async (stack) => {
  const user = await loginFreshUser(stack, 'recovery-aal1');
  const made = await fetch(`${stack.url}/rest/v1/rpc/new_mfa_recovery_codes`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${user.accessToken}` },
  });
  const body = (await made.json()) as { hint?: string };
  assertEquals(made.status, 400);
  assertEquals(body.hint, 'mfa_required');
});

async function loginFreshUserAgain(stack: Stack, email: string, password: string) {
  const { status, body } = await invoke(stack, 'auth-proxy', { body: { email, password } });
  assertEquals(status, 200, JSON.stringify(body));
  return (body.session as { access_token: string }).access_token;
}
