// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Confirmation off (MAILER_AUTOCONFIRM=true), rate limits on with room for the whole file.
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    MAILER_AUTOCONFIRM: 'true',
    RATE_LIMITS: 'on',
    RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
    RATE_LIMIT_TOKEN_VERIFICATIONS: '1000',
  });
  // A trigger that is NOT security definer: it runs as supabase_auth_admin and cannot write public.*.
  await stack.db.exec(`
    create table public.trigger_probe (id uuid primary key);
    create function public.probe_new_user() returns trigger language plpgsql as $$
    begin
      if new.raw_user_meta_data ? 'probe' then insert into public.trigger_probe values (new.id); end if;
      return new;
    end $$;
    create trigger probe_new_user after insert on auth.users for each row execute function public.probe_new_user();
  `);
});

afterAll(async () => {
  await stack?.stop();
});

async function signedIn(email = uniqueEmail('user')) {
  const client = stack.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, session: data.session! };
}

describe('sign-up (autoconfirm)', () => {
  it('returns a session, keeps the metadata and signs the GoTrue claims', async () => {
    const client = stack.client();
    const email = uniqueEmail('Alva');
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: 'Alva', birth_year: 2010 } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata).toMatchObject({
      display_name: 'Alva',
      birth_year: 2010,
      email_verified: true,
    });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const { rows } = await stack.db.query<{ raw_user_meta_data: unknown }>(
      'select raw_user_meta_data from auth.users where id = $1',
      [data.user?.id],
    );
    expect(rows[0]?.raw_user_meta_data).toMatchObject({ display_name: 'Alva', birth_year: 2010 });
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { amr: { method: string }[]; exp: number; iat: number };
    expect(claims).toMatchObject({
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      aal: 'aal1',
      iss: `${stack.url}/auth/v1`,
    });
    expect(claims.amr[0]?.method).toBe('password');
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers 422 user_already_exists for a taken address', async () => {
    const { email } = await signedIn();
    const { data, error } = await stack.client().auth.signUp({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('answers 422 weak_password for a short password', async () => {
    const { error } = await stack
      .client()
      .auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    });
  });

  it('refuses the passwords the registration form refuses, whoever calls (issue 21)', async () => {
    const signUp = (password: string) =>
      stack.client().auth.signUp({ email: uniqueEmail('policy'), password });
    const noUpperOrDigit = await signUp('abcdefghij');
    expect(noUpperOrDigit.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['characters'],
    });
    expect((await signUp('Abc1')).error).toMatchObject({
      code: 'weak_password',
      reasons: ['length'],
    });
    expect((await signUp('abcdefg1')).error).toMatchObject({ reasons: ['characters'] });
    expect((await signUp('Sparkonto7')).error).toBeNull();
  });

  it('refuses a weak new password on updateUser too', async () => {
    const client = stack.client();
    const signedUp = await client.auth.signUp({ email: uniqueEmail('weak2'), password: PASSWORD });
    expect(signedUp.data.session).not.toBeNull();
    const { error } = await client.auth.updateUser({ password: 'allasmåbokstäver' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('lets an e-mail code live 15 minutes, not longer (issue 21)', async () => {
    const email = uniqueEmail('otp15');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    await stack.client().auth.signInWithOtp({ email });
    const [mail] = await stack.mailTo(email);
    const age = (minutes: number) =>
      stack.db.query(
        `update auth.users set recovery_sent_at = now() - make_interval(mins => $2),
           confirmation_sent_at = now() - make_interval(mins => $2) where email = $1`,
        [email.toLowerCase(), minutes],
      );
    await age(16);
    const late = await stack.client().auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(late.error).toMatchObject({ code: 'otp_expired' });
    await age(14);
    const inTime = await stack.client().auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(inTime.error).toBeNull();
  });

  it('fails like hosted Supabase when a trigger on auth.users lacks rights', async () => {
    const { error } = await stack.client().auth.signUp({
      email: uniqueEmail('probe'),
      password: PASSWORD,
      options: { data: { probe: true } },
    });
    expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    const { rows } = await stack.db.query('select 1 from public.trigger_probe');
    expect(rows).toHaveLength(0);
  });
});

describe('password sign-in, refresh, user, sign-out', () => {
  it('signs in with the right password and rejects a wrong one', async () => {
    const { email } = await signedIn();
    const ok = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    const wrong = await stack.client().auth.signInWithPassword({ email, password: 'fel-lösenord' });
    expect(wrong.error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await stack
      .client()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('rotates refresh tokens and refuses one used outside the reuse window', async () => {
    const { client, session } = await signedIn();
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    await stack.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [session.refresh_token],
    );
    const reused = await stack
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const unknown = await stack.client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('returns the user for a valid token and updates metadata and password', async () => {
    const { client, email } = await signedIn();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    // A new password needs the code reauthenticate() mails (secure_password_change, issue 21).
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = (await stack.mailTo(email)).filter((m) => m.type === 'reauthentication');
    const updated = await client.auth.updateUser({
      data: { theme: 'dark' },
      password: 'Nytt-losen-1',
      nonce: mail!.otp,
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ theme: 'dark', email_verified: true });
    const relogin = await stack
      .client()
      .auth.signInWithPassword({ email, password: 'Nytt-losen-1' });
    expect(relogin.error).toBeNull();
  });

  it('signs out: the session is gone for getUser and refresh', async () => {
    const { client, session } = await signedIn();
    expect((await client.auth.signOut()).error).toBeNull();
    const other = stack.client();
    const { error } = await other.auth.getUser(session.access_token);
    // GoTrue answers 403 session_not_found, which auth-js turns into AuthSessionMissingError.
    expect(error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
    const refreshed = await other.auth.refreshSession({ refresh_token: session.refresh_token });
    // Deleting the session cascades to its refresh tokens, as in GoTrue's schema.
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('rejects a forged token on GET /user', async () => {
    const { error } = await stack.client().auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('magic link and one-time code', () => {
  it('mails a link and a 6-digit code; the code gives a session', async () => {
    const { email } = await signedIn();
    const client = stack.client();
    const sent = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:5173/welcome', shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    const [mail] = await stack.mailTo(email);
    expect(mail?.type).toBe('magiclink');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    const link = new URL(mail!.link);
    expect(link.origin + link.pathname).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/welcome');
    const verified = await client.auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email.toLowerCase());
    const again = await stack.client().auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('redirects the link to redirect_to with the tokens in the hash', async () => {
    const email = uniqueEmail('link');
    await stack.client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:5173/dashboard' },
    });
    const [mail] = await stack.mailTo(email);
    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/dashboard');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('magiclink');
    expect(hash.get('expires_in')).toBe('3600');
    const { data, error } = await stack.client().auth.getUser(hash.get('access_token')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    const reused = await fetch(mail!.link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('falls back to the site URL for a redirect that is not allowed', async () => {
    const email = uniqueEmail('evil');
    await stack
      .client()
      .auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const [mail] = await stack.mailTo(email);
    expect(new URL(mail!.link).searchParams.get('redirect_to')).toBe('http://localhost:5173');
  });

  it('verifies a token_hash and honours shouldCreateUser=false', async () => {
    const email = uniqueEmail('hash');
    const refused = await stack
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    await stack.client().auth.signInWithOtp({ email, options: { data: { display_name: 'Nils' } } });
    const [mail] = await stack.mailTo(email);
    const { data, error } = await stack
      .client()
      .auth.verifyOtp({ token_hash: mail!.tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Nils' });
  });

  it('answers 429 over_email_send_rate_limit for a second mail within 60 s', async () => {
    const email = uniqueEmail('twice');
    expect((await stack.client().auth.signInWithOtp({ email })).error).toBeNull();
    const { error } = await stack.client().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });
});

describe('password recovery', () => {
  it('mails a recovery link and code; the code signs in and allows a new password', async () => {
    const { email } = await signedIn();
    const client = stack.client();
    expect(
      (
        await client.auth.resetPasswordForEmail(email, {
          redirectTo: 'http://localhost:5173/login',
        })
      ).error,
    ).toBeNull();
    const [mail] = await stack.mailTo(email);
    expect(mail?.type).toBe('recovery');
    expect(new URL(mail!.link).searchParams.get('type')).toBe('recovery');
    const verified = await client.auth.verifyOtp({ email, token: mail!.otp, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Aterstallt-1' })).error).toBeNull();
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'Aterstallt-1' })).error,
    ).toBeNull();
  });
});

describe('admin API and settings', () => {
  it('creates, lists, reads, updates and deletes users with the service role', async () => {
    const admin = stack.client(stack.keys.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { plan: 'x' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    const listed = await admin.listUsers({ page: 1, perPage: 500 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);
    expect((await admin.getUserById(id)).data.user?.email).toBe(email.toLowerCase());
    const updated = await admin.updateUserById(id, { user_metadata: { nick: 'A' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ plan: 'x', nick: 'A' });
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    const link = await admin.generateLink({ type: 'magiclink', email: (await signedIn()).email });
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
  });

  it('refuses the admin API to the anon key', async () => {
    const { error } = await stack.client().auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('serves /settings and /health', async () => {
    const settings = (await (
      await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.keys.anonKey } })
    ).json()) as unknown;
    expect(settings).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
  });
});
