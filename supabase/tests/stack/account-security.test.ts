// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { personnummer } from '../helpers/personnummer';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Issue 21, as an attacker with supabase-js and plain HTTP would try it against the local stack:
// registration rules, password guessing at the token endpoint, and sessions the app ended.
let stack: TestStack;
let serial = 500;

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' });
});

afterAll(async () => {
  await stack?.stop();
});

function bornYearsAgo(years: number): string {
  const today = new Date();
  const year = today.getFullYear() - years;
  return `${year}-01-02`;
}

function metadata(birthDate: string, roll: 'barn' | 'foralder') {
  serial += 1;
  return {
    fornamn: 'Kim',
    efternamn: 'Test',
    mobilnummer: '070-123 45 67',
    adress: 'Storgatan 1, Stockholm',
    personnummer: personnummer(birthDate, serial),
    roll,
  };
}

async function signUp(client: SupabaseClient, data: Record<string, string>, email?: string) {
  return client.auth.signUp({
    email: email ?? uniqueEmail('konto'),
    password: PASSWORD,
    options: { data },
  });
}

async function signedIn(roll: 'barn' | 'foralder' = 'barn') {
  const client = stack.client();
  const email = uniqueEmail('session');
  const { error } = await signUp(
    client,
    metadata(bornYearsAgo(roll === 'barn' ? 15 : 40), roll),
    email,
  );
  expect(error).toBeNull();
  return { client, email };
}

describe('registration rules at the auth server', () => {
  it('refuses a 15-year-old parent with the Swedish message', async () => {
    const { data, error } = await signUp(stack.client(), metadata(bornYearsAgo(15), 'foralder'));
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.message).toBe(
      'Ett föräldrakonto kräver att du har fyllt 18 år. Välj Ungdom/barn i stället.',
    );
  });

  it('refuses an 11-year-old, with a hint that a guardian can help', async () => {
    const { error } = await signUp(stack.client(), metadata(bornYearsAgo(11), 'barn'));
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/minst 13 år/);
    expect(error?.message).toMatch(/vårdnadshavare/);
  });

  it('refuses a bad personnummer and a weak password as the form does', async () => {
    const bad = { ...metadata(bornYearsAgo(15), 'barn'), personnummer: '20100101-1237' };
    const refused = await signUp(stack.client(), bad);
    expect(refused.error?.message).toBe('Ogiltigt personnummer enligt kontrollsiffra');
    const weak = await stack.client().auth.signUp({
      email: uniqueEmail('svag'),
      password: 'abcdefghij',
      options: { data: metadata(bornYearsAgo(15), 'barn') },
    });
    expect(weak.error?.status).toBe(422);
  });

  it('refuses a bad personnummer on the one-time-code path that creates users', async () => {
    const { error } = await stack.client().auth.signInWithOtp({
      email: uniqueEmail('kod'),
      options: { data: metadata(bornYearsAgo(11), 'barn') },
    });
    expect(error?.message).toMatch(/minst 13 år/);
  });

  it('accepts a 16-year-old youth and a 40-year-old parent', async () => {
    expect((await signUp(stack.client(), metadata(bornYearsAgo(16), 'barn'))).error).toBeNull();
    expect((await signUp(stack.client(), metadata(bornYearsAgo(40), 'foralder'))).error).toBeNull();
  });
});

describe('password guessing straight at /auth/v1/token', () => {
  it('delays an account after 5 wrong passwords, even for the right one, and a code gets in', async () => {
    const { email } = await signedIn();
    const client = stack.client();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await client.auth.signInWithPassword({ email, password: `Fel-${i}abcD` });
      expect(wrong.error?.message).toBe('Invalid login credentials');
    }
    const right = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.data.session).toBeNull();
    expect(right.error?.message).toMatch(/För många felaktiga lösenord\. Försök igen om 1 min/);
    // The owner is never locked out: an e-mail code signs in and clears the count.
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const [mail] = (await stack.mailTo(email)).slice(-1);
    const viaCode = await client.auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(viaCode.error).toBeNull();
    const again = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
  });

  it('limits one address guessing across many accounts, not one pupil typing wrong', async () => {
    const address = `198.51.100.${serial % 250}`;
    const guess = (email: string) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ email, password: 'Gissning1' }),
      }).then(async (r) => ((await r.json()) as { msg: string }).msg);
    // One pupil's many typos do not close the address.
    const pupil = (await signedIn()).email;
    for (let i = 0; i < 4; i += 1) expect(await guess(pupil)).toBe('Invalid login credentials');
    // Spraying one password over 20 accounts does.
    const accounts = await Promise.all(Array.from({ length: 19 }, () => signedIn()));
    for (const { email } of accounts) await guess(email);
    const next = (await signedIn()).email;
    expect(await guess(next)).toMatch(/från ditt nätverk/);
  });
});

describe('a session the app ended is refused everywhere', () => {
  it('after logout: REST, RPC and the refresh token all refuse the old tokens', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getSession();
    const session = data.session!;
    const own = await client.from('profiles').select('fornamn');
    expect(own.error).toBeNull();
    // The app's logout ends its session row; the database revokes the auth session with it.
    const { session_id: sessionId } = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { session_id: string };
    const ended = await client
      .from('user_sessions')
      .update({ active: false, ended_reason: 'logout' })
      .eq('session_id', sessionId);
    expect(ended.error).toBeNull();

    const headers = { apikey: stack.keys.anonKey, authorization: `Bearer ${session.access_token}` };
    const rest = await fetch(`${stack.url}/rest/v1/profiles?select=fornamn`, { headers });
    expect(rest.status).toBe(401);
    const rpc = await fetch(`${stack.url}/rest/v1/rpc/start_user_session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rpc.status).toBe(401);
    const refreshed = await stack.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.message).toMatch(/^Invalid Refresh Token/);
  });

  it("after Supabase Auth's own logout the app session is ended too", async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getSession();
    const token = data.session!.access_token;
    await client.auth.signOut({ scope: 'local' });
    const rest = await fetch(`${stack.url}/rest/v1/profiles?select=fornamn`, {
      headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(401);
  });

  it('after 10 minutes unheard of, or 12 hours after sign-in, however active', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { session_id: string };
    const read = () => client.from('profiles').select('fornamn');
    expect((await read()).error).toBeNull();
    await stack.db.query(
      `update public.user_sessions set last_activity_at = now() - interval '11 minutes'
       where session_id = $1`,
      [claims.session_id],
    );
    expect((await read()).status).toBe(401);
    await stack.db.query(
      `update public.user_sessions set last_activity_at = now(), created_at = now() - interval '13 hours'
       where session_id = $1`,
      [claims.session_id],
    );
    expect((await read()).status).toBe(401);
  });
});

describe('re-authentication for sensitive actions', () => {
  it('a bare session cannot change the password; the mailed code can, once', async () => {
    const { client, email } = await signedIn();
    const bare = await client.auth.updateUser({ password: 'Nytt-Losen1' });
    expect(bare.error?.code).toBe('reauthentication_needed');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = (await stack.mailTo(email)).filter((m) => m.type === 'reauthentication');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    const wrong = await client.auth.updateUser({ password: 'Nytt-Losen1', nonce: '000000' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    const right = await client.auth.updateUser({ password: 'Nytt-Losen1', nonce: mail!.otp });
    expect(right.error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'Nytt-Losen2', nonce: mail!.otp });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('the same code unlocks the export, the personnummer and deletion for this session only', async () => {
    const { client, email } = await signedIn();
    const refused = await client.rpc('export_my_data');
    expect(refused.error?.message).toMatch(/^Bekräfta att det är du/);
    await client.auth.reauthenticate();
    const [mail] = (await stack.mailTo(email)).filter((m) => m.type === 'reauthentication');
    const confirmed = await client.rpc('confirm_reauthentication', { code: mail!.otp });
    expect(confirmed.data).toBe(true);
    const exported = await client.rpc('export_my_data');
    expect(exported.error).toBeNull();
    const deleted = await client.rpc('delete_my_account');
    expect(deleted.error).toBeNull();
  });
});
