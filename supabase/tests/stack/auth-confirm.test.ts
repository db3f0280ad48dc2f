// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// supabase/config.toml's default: e-mail confirmation on. A low request limit for the flood test.
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMITS: 'on', RATE_LIMIT_SIGN_IN_SIGN_UPS: '40' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('sign-up with e-mail confirmation', () => {
  it('returns the user without a session and mails a confirmation link and code', async () => {
    const email = uniqueEmail('Elsa');
    const { data, error } = await stack.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: 'Elsa' }, emailRedirectTo: 'http://localhost:5173/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ display_name: 'Elsa' });
    const [mail] = await stack.mailTo(email);
    expect(mail?.type).toBe('signup');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect(new URL(mail!.link).searchParams.get('type')).toBe('signup');
  });

  it('refuses the password until the address is confirmed, then signs in', async () => {
    const email = uniqueEmail('confirm');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const before = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    const wrong = await stack.client().auth.signInWithPassword({ email, password: 'fel-fel-fel' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const [mail] = await stack.mailTo(email);
    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('access_token')).toBeTruthy();
    expect(hash.get('refresh_token')).toBeTruthy();
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const after = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(after.error).toBeNull();
    expect(after.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a repeated sign-up of a confirmed address with an obfuscated user', async () => {
    const email = uniqueEmail('again');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const [mail] = await stack.mailTo(email);
    expect(
      (await stack.client().auth.verifyOtp({ email, token: mail!.otp, type: 'email' })).error,
    ).toBeNull();
    const { data, error } = await stack.client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('mails a new OTP user a signup confirmation, whose code signs in', async () => {
    const email = uniqueEmail('otp');
    const client = stack.client();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const [mail] = await stack.mailTo(email);
    expect(mail?.type).toBe('signup');
    const { data, error } = await client.auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });
});

describe('request rate limit', () => {
  it('answers 429 over_request_rate_limit once the sign-in budget is used up', async () => {
    const results = [];
    for (let i = 0; i < 45; i += 1) {
      const { error } = await stack
        .client()
        .auth.signInWithPassword({ email: 'flood@example.com', password: 'x-x-x-x' });
      results.push(error?.code);
      if (error?.code === 'over_request_rate_limit') break;
    }
    expect(results.at(-1)).toBe('over_request_rate_limit');
    expect(results.slice(0, -1).every((code) => code === 'invalid_credentials')).toBe(true);
  });
});
