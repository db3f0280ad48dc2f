// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { personnummer } from '../helpers/personnummer';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Issue 42 §1 through the real stack: the passkey edge function (real Deno, @simplewebauthn/server)
// verifies responses a software authenticator makes, and a verified sign-in is a normal session.
const ORIGIN = 'http://localhost:4444';
let stack: TestStack;
let serial = 700;

beforeAll(async () => {
  stack = await startTestStack(
    { MAILER_AUTOCONFIRM: 'true', PASSKEY_RP_ID: 'localhost', PASSKEY_ORIGINS: ORIGIN },
    { functions: true },
  );
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

type Answer = { status: number; body: Record<string, unknown> };

async function call(route: string, body: unknown = {}, token?: string): Promise<Answer> {
  const response = await fetch(`${stack.url}/functions/v1/passkey/${route}`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.anonKey,
      Authorization: `Bearer ${token ?? stack.keys.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function teen(): Promise<{ client: SupabaseClient; token: string; email: string }> {
  const client = stack.client();
  const email = uniqueEmail('passkey');
  serial += 1;
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: {
      data: {
        fornamn: 'Alva',
        efternamn: 'Berg',
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 1, Stockholm',
        personnummer: personnummer(`${new Date().getFullYear() - 15}-01-02`, serial),
        roll: 'barn',
      },
    },
  });
  expect(error).toBeNull();
  return { client, token: data.session!.access_token, email };
}

/** A member with one passkey on `device`. */
async function withPasskey(device = new SoftAuthenticator()) {
  const member = await teen();
  const options = await call('registration/options', {}, member.token);
  expect(options.status).toBe(200);
  const optionsJson = options.body.options as Parameters<SoftAuthenticator['register']>[0];
  const credential = await device.register(optionsJson, { origin: ORIGIN });
  const saved = await call(
    'registration/verify',
    { challenge_id: options.body.challenge_id, credential, name: 'Den här mobilen' },
    member.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...member, device, passkeyId: saved.body.id as string };
}

/** Refused as a failed verification, for the reason the test is about. */
function expectRefused(answer: Answer, reason: RegExp) {
  expect(answer).toMatchObject({ status: 400, body: { code: 'webauthn_verification_failed' } });
  expect(answer.body.error).toMatch(reason);
}

type RequestOptions = Parameters<SoftAuthenticator['assert']>[0];

async function signInOptions() {
  const options = await call('authentication/options');
  expect(options.status).toBe(200);
  return {
    challengeId: options.body.challenge_id,
    options: options.body.options as RequestOptions,
  };
}

describe('passkey registration', () => {
  it('asks for a discoverable, user-verified passkey and lists the saved one', async () => {
    const member = await teen();
    const options = await call('registration/options', {}, member.token);
    const json = options.body.options as {
      authenticatorSelection: Record<string, string>;
      rp: { id: string };
    };
    expect(json.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(json.rp.id).toBe('localhost');

    const { token } = await withPasskey();
    const list = await call('list', {}, token);
    expect(list.status).toBe(200);
    expect(list.body.passkeys).toEqual([
      expect.objectContaining({ name: 'Den här mobilen', last_used_at: null }),
    ]);
  });

  it('excludes the passkeys the member already has', async () => {
    const { token } = await withPasskey();
    const options = await call('registration/options', {}, token);
    expect(
      (options.body.options as { excludeCredentials: unknown[] }).excludeCredentials,
    ).toHaveLength(1);
  });

  it('refuses an attestation made for another origin', async () => {
    const member = await teen();
    const options = await call('registration/options', {}, member.token);
    const credential = await new SoftAuthenticator().register(
      options.body.options as Parameters<SoftAuthenticator['register']>[0],
      { origin: 'http://localhost:9999' },
    );
    const saved = await call(
      'registration/verify',
      { challenge_id: options.body.challenge_id, credential, name: 'Mobilen' },
      member.token,
    );
    expect(saved).toMatchObject({ status: 400, body: { code: 'webauthn_verification_failed' } });
  });

  it('refuses registration without a session', async () => {
    expect((await call('registration/options')).status).toBe(401);
  });
});

describe('passkey sign-in', () => {
  it('gives a normal session: RPCs work and the app session is open', async () => {
    const { device, email } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    const credential = await device.assert(options, { origin: ORIGIN });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const tokens = answer.body.session as { access_token: string; refresh_token: string };
    const client = stack.client();
    const { data, error } = await client.auth.setSession(tokens);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const listed = await client.rpc('passkey_list');
    expect(listed.error).toBeNull();
    expect((listed.data as { last_used_at: string | null }[])[0]?.last_used_at).not.toBeNull();
    const { rows } = await stack.db.query<{ active: boolean }>(
      'select active from public.user_sessions where session_id = $1',
      [answer.body.session_id],
    );
    expect(rows).toEqual([{ active: true }]);
  });

  it('refuses a challenge used twice', async () => {
    const { device } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    const first = await device.assert(options, { origin: ORIGIN });
    expect(
      (await call('authentication/verify', { challenge_id: challengeId, credential: first }))
        .status,
    ).toBe(200);
    const again = await device.assert(options, { origin: ORIGIN });
    const replay = await call('authentication/verify', {
      challenge_id: challengeId,
      credential: again,
    });
    expect(replay).toMatchObject({ status: 400, body: { code: 'webauthn_challenge_not_found' } });
  });

  it('refuses an assertion made for another origin', async () => {
    const { device } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    const credential = await device.assert(options, { origin: 'https://slantis.example' });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expectRefused(answer, /origin/);
  });

  it('refuses an assertion made for another rpID', async () => {
    const { device } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    const credential = await device.assert(options, { origin: ORIGIN, rpId: 'evil.example' });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expectRefused(answer, /RP ID/);
  });

  it('refuses a counter that went back (a cloned authenticator)', async () => {
    const { device } = await withPasskey();
    const first = await signInOptions();
    const used = await device.assert(first.options, { origin: ORIGIN, counter: 5 });
    expect(
      (await call('authentication/verify', { challenge_id: first.challengeId, credential: used }))
        .status,
    ).toBe(200);
    const second = await signInOptions();
    const cloned = await device.assert(second.options, { origin: ORIGIN, counter: 3 });
    const answer = await call('authentication/verify', {
      challenge_id: second.challengeId,
      credential: cloned,
    });
    expectRefused(answer, /counter value 3 was lower/);
  });

  it('refuses a passkey the member removed', async () => {
    const { device, token, passkeyId } = await withPasskey();
    expect((await call('remove', { id: passkeyId }, token)).status).toBe(200);
    const { challengeId, options } = await signInOptions();
    const credential = await device.assert(options, { origin: ORIGIN });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expectRefused(answer, /removed/);
  });

  it('refuses an expired challenge', async () => {
    const { device } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    await stack.db.query(
      `update private.passkey_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [challengeId],
    );
    const credential = await device.assert(options, { origin: ORIGIN });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expect(answer).toMatchObject({ status: 400, body: { code: 'webauthn_challenge_expired' } });
  });

  it('refuses an assertion without user verification', async () => {
    const { device } = await withPasskey();
    const { challengeId, options } = await signInOptions();
    const credential = await device.assert(options, { origin: ORIGIN, userVerified: false });
    const answer = await call('authentication/verify', { challenge_id: challengeId, credential });
    expectRefused(answer, /User verification required/);
  });
});

describe('managing passkeys', () => {
  it('renames and removes only the member’s own', async () => {
    const owner = await withPasskey();
    const other = await teen();
    expect(
      (await call('rename', { id: owner.passkeyId, name: 'Pappas mobil' }, other.token)).status,
    ).toBe(404);
    expect((await call('remove', { id: owner.passkeyId }, other.token)).status).toBe(404);
    expect(
      (await call('rename', { id: owner.passkeyId, name: 'Skolmobilen' }, owner.token)).status,
    ).toBe(200);
    const list = await call('list', {}, owner.token);
    expect(list.body.passkeys).toEqual([expect.objectContaining({ name: 'Skolmobilen' })]);
  });

  it('answers 401 to a session the app ended, as every data path does', async () => {
    const owner = await withPasskey();
    const { data } = await owner.client.auth.getUser();
    await stack.db.query(
      `update public.user_sessions set active = false, ended_reason = 'logout' where user_id = $1`,
      [data.user!.id],
    );
    expect(await call('list', {}, owner.token)).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    expect((await call('registration/options', {}, owner.token)).status).toBe(401);
  });

  it('refuses removing the last way in', async () => {
    const owner = await withPasskey();
    const { data } = await owner.client.auth.getUser();
    await stack.db.query(
      `update auth.users set encrypted_password = null, email_confirmed_at = null where id = $1`,
      [data.user!.id],
    );
    const answer = await call('remove', { id: owner.passkeyId }, owner.token);
    expect(answer).toMatchObject({ status: 409, body: { code: 'last_sign_in_method' } });
  });

  it('keeps the tables and the service calls away from API roles', async () => {
    const { client } = await withPasskey();
    for (const [name, args] of [
      ['passkey_credential', { p_credential_id: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      ['passkey_begin_authentication', { p_challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      ['passkey_record_use', { p_credential_id: 'x', p_seen_counter: 0, p_new_counter: 1 }],
    ] as const) {
      const { error } = await client.rpc(name, args);
      expect(error, name).not.toBeNull();
      const anon = await stack.client().rpc(name, args);
      expect(anon.error, name).not.toBeNull();
    }
    const direct = await client
      .schema('private' as 'public')
      .from('passkey_credentials')
      .select('*');
    expect(direct.error).not.toBeNull();
  });
});
