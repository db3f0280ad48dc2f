// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { familyOf, newPerson, type Actor } from '../helpers/actors';
import { startTestStack, type TestStack } from './helpers';

// Issue 42 §2: TOTP through the unmodified supabase-js MFA API against the local GoTrue, and
// the database's rule that a guardian with a factor moves money only at aal2.
let stack: TestStack;
const MFA_WORDS = 'Bekräfta med koden från din autentiseringsapp först.';

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A code that is none of the three accepted steps (previous, current, next). */
const wrongCode = (secret: string) => {
  const accepted = new Set([-1, 0, 1].map((step) => codeFor(secret, step)));
  let candidate = 0;
  while (accepted.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
};

async function signIn(actor: Actor): Promise<SupabaseClient> {
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({
    email: actor.email ?? '',
    password: 'Slantis2026',
  });
  expect(error).toBeNull();
  return client;
}

const claimsOf = async (client: SupabaseClient) => {
  const token = (await client.auth.getSession()).data.session?.access_token ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    aal: string;
    amr: { method: string }[];
  };
};

/** Enrols and verifies a TOTP factor; returns its id and secret (the client is then aal2). */
async function enrolTotp(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Mobilen',
  });
  expect(error).toBeNull();
  const secret = data?.totp.secret ?? '';
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data?.id ?? '',
    code: codeFor(secret),
  });
  expect(verified.error).toBeNull();
  return { factorId: data?.id ?? '', secret };
}

describe('TOTP enrolment, challenge and verify (GoTrue wire contract)', () => {
  it('enrols with a raw SVG QR, refuses wrong codes and raises the session to aal2', async () => {
    const guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-enrol' });
    const client = await signIn(guardian);
    const { data: enrolled, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Mobilen',
    });
    expect(error).toBeNull();
    expect(enrolled?.type).toBe('totp');
    // auth-js adds the data-URL prefix itself, so the server sends raw SVG (research §0.2).
    expect(enrolled?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolled?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled?.totp.uri).toContain('otpauth://totp/');
    expect(enrolled?.totp.uri).toContain('algorithm=SHA1&digits=6');
    const factorId = enrolled?.id ?? '';
    const secret = enrolled?.totp.secret ?? '';

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.id, f.status])).toEqual([[factorId, 'unverified']]);
    expect(listed.data?.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data?.id ?? '';
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);

    const wrong = await client.auth.mfa.verify({ factorId, challengeId, code: wrongCode(secret) });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);

    const right = await client.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) });
    expect(right.error).toBeNull();
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A used challenge never works again, even with a right code.
    const reused = await client.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) });
    expect(reused.error?.code).toBe('mfa_ip_address_mismatch');

    // Refreshing keeps aal2: it is recomputed from the session's claims.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await claimsOf(client)).aal).toBe('aal2');
  });

  it('signs in again at aal1 with nextLevel aal2, and ends the other aal1 sessions on verify', async () => {
    const guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-level' });
    const { factorId, secret } = await enrolTotp(await signIn(guardian));

    const laptop = await signIn(guardian);
    const phone = await signIn(guardian);
    const level = await phone.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await phone.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    const verified = await phone.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(verified.error).toBeNull();
    expect((await laptop.auth.getUser()).data.user).toBeNull();
    expect((await phone.auth.getUser()).error).toBeNull();
  });

  it('refuses an expired challenge and forgets it', async () => {
    const guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-expiry' });
    const client = await signIn(guardian);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mobilen' });
    const factorId = data?.id ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    await stack.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challengeId],
    );
    const code = codeFor(data?.totp.secret ?? '');
    const expired = await client.auth.mfa.verify({ factorId, challengeId, code });
    expect(expired.error?.code).toBe('mfa_challenge_expired');
    const again = await client.auth.mfa.verify({ factorId, challengeId, code });
    expect(again.error?.code).toBe('mfa_factor_not_found');
  });

  it('unenrols an unverified factor at aal1, a verified one only at aal2', async () => {
    const guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-unenrol' });
    const first = await signIn(guardian);
    const pending = await first.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Gammal' });
    expect((await first.auth.mfa.unenroll({ factorId: pending.data?.id ?? '' })).error).toBeNull();

    const { factorId, secret } = await enrolTotp(first);
    const second = await signIn(guardian);
    const refused = await second.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect(refused.error?.status).toBe(422);
    // A second factor needs aal2 too.
    const extra = await second.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Platta' });
    expect(extra.error?.code).toBe('insufficient_aal');

    await second.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect((await second.auth.mfa.unenroll({ factorId })).error).toBeNull();
    // The session falls back to aal1 at its next refresh; no factor is left.
    await second.auth.refreshSession();
    expect((await claimsOf(second)).aal).toBe('aal1');
    const level = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('keeps auth.mfa_factors unreadable by a signed-in member', async () => {
    const guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-rls' });
    const client = await signIn(guardian);
    const { error } = await client
      .schema('auth' as never)
      .from('mfa_factors')
      .select('id');
    expect(error).not.toBeNull();
  });
});

describe('guardian money actions need aal2 once a factor is on', () => {
  let guardian: Actor;
  let plainGuardian: Actor;
  let child: Actor;
  let goal: string;

  beforeAll(async () => {
    guardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-guardian' });
    plainGuardian = await newPerson(stack.db, 'foralder', { emailPrefix: 'mfa-plain' });
    child = await newPerson(stack.db, 'barn', { emailPrefix: 'mfa-child' });
    await familyOf(stack.db, [guardian, plainGuardian], [child], 'Familjen Tvåsteg');
    goal = randomUUID();
    await stack.db.query(
      `insert into public.savings_goals (id, user_id, title, target_ore) values ($1, $2, 'Cykel', 300000)`,
      [goal, child.id],
    );
  });

  async function pledge(client: SupabaseClient) {
    const link = await client.rpc('create_gift_link', { child: child.id, goal, days: 30 });
    expect(link.error).toBeNull();
    const row = (link.data as { id: string; token: string }[])[0];
    const gift = await stack
      .client()
      .rpc('pledge_gift', { token: row?.token, amount_ore: 20000, giver_name: 'Mormor' });
    expect(gift.error).toBeNull();
    const { rows } = await stack.db.query<{ id: string }>(
      `select id from private.gift_pledges where link_id = $1`,
      [row?.id],
    );
    return rows[0]?.id ?? '';
  }

  it('refuses a gift and interest at aal1 in Swedish, and takes them at aal2', async () => {
    const setup = await signIn(guardian);
    const { factorId, secret } = await enrolTotp(setup);
    const pledgeId = await pledge(setup);

    const client = await signIn(guardian);
    const gift = await client.rpc('decide_gift_pledge', { pledge: pledgeId, accept: true });
    expect(gift.error).toMatchObject({ code: 'P0001', hint: 'mfa_required', message: MFA_WORDS });
    const interest = await client.rpc('set_goal_interest', { goal_id: goal, rate_percent: 1 });
    expect(interest.error).toMatchObject({ hint: 'mfa_required', message: MFA_WORDS });
    const deposits = await client.rpc('confirm_deposits', { child: child.id, deposits: [] });
    expect(deposits.error?.hint).toBe('mfa_required');

    await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(
      (await client.rpc('decide_gift_pledge', { pledge: pledgeId, accept: true })).error,
    ).toBeNull();
    expect(
      (await client.rpc('set_goal_interest', { goal_id: goal, rate_percent: 1 })).error,
    ).toBeNull();
  });

  it('leaves a guardian without a factor and a teen as before', async () => {
    const plain = await signIn(plainGuardian);
    expect(
      (await plain.rpc('set_goal_interest', { goal_id: goal, rate_percent: 2 })).error,
    ).toBeNull();
    const teen = await signIn(child);
    const { error } = await teen.rpc('propose_allowance', {
      child: child.id,
      amount_ore: 10000,
      frequency: 'weekly',
      pay_day: 5,
    });
    expect(error).toBeNull();
  });
});
