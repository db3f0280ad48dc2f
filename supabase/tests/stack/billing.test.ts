// @both-engines: the local stack runs on PGlite (npm start, e2e) and on Postgres.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCAL_STRIPE } from '../../local/stripe/env';
import { personnummer } from '../helpers/personnummer';
import { PASSWORD, startTestStack, uniqueEmail, type TestStack } from './helpers';

// Issue 43 through the real stack: the billing edge function (real Deno, Stripe's library)
// starting Checkout at the local fake Stripe, and Stripe's signed webhooks (built with Stripe's
// own test-header helper) deciding the family's plan, whatever order or how often they come.
let stack: TestStack;
let serial = 300;
const stripe = new Stripe(LOCAL_STRIPE.secretKey);

beforeAll(async () => {
  stack = await startTestStack({ MAILER_AUTOCONFIRM: 'true' }, { functions: true });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function member(fornamn: string, roll: 'foralder' | 'barn') {
  const client = stack.client();
  serial += 1;
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(fornamn.toLowerCase()),
    password: PASSWORD,
    options: {
      data: {
        fornamn,
        efternamn: 'Lind',
        mobilnummer: '070-123 45 67',
        adress: 'Storgatan 1, Stockholm',
        personnummer: personnummer(roll === 'barn' ? '2011-05-06' : '1985-03-04', serial),
        roll,
      },
    },
  });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

type Person = Awaited<ReturnType<typeof member>>;
/** supabase-js types an untyped project's RPC data as any; the tests say what they expect. */
type Answer = { data: unknown; error: { message: string } | null };

/** A guardian's family with one child. */
async function family() {
  const parent = await member('Anna', 'foralder');
  const teen = await member('Elsa', 'barn');
  const { data: familyId, error } = (await parent.client.rpc('create_family', {
    name: 'Familjen Lind',
  })) as Answer;
  expect(error).toBeNull();
  await stack.db.query(
    `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'child')`,
    [familyId, teen.id],
  );
  return { parent, teen, familyId: familyId as string };
}

async function planOf(person: Person) {
  const { data, error } = (await person.client.rpc('my_plan')) as Answer;
  expect(error).toBeNull();
  return data as { plan: string; billing: null | Record<string, unknown> };
}

async function call(person: Person | null, route: string, body: unknown = {}) {
  const token = person && (await person.client.auth.getSession()).data.session?.access_token;
  const response = await fetch(`${stack.url}/functions/v1/billing/${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: stack.keys.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function subscriptionEvent(
  familyId: string,
  subscription: string,
  status: string,
  { type = 'customer.subscription.updated', created = now(), cancelAtPeriodEnd = false } = {},
) {
  return {
    id: eventId(),
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        customer: 'cus_webhooktest',
        status,
        metadata: { family_id: familyId },
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_end: null,
        items: {
          object: 'list',
          data: [{ current_period_start: now() - 3600, current_period_end: now() + 30 * 86_400 }],
        },
      },
    },
  };
}

/** Posts an event as Stripe does: the raw body and its Stripe-Signature. */
async function deliver(
  event: unknown,
  { secret = String(LOCAL_STRIPE.webhookSecret), timestamp = now() } = {},
) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const response = await fetch(`${stack.url}/functions/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The titles and bodies of a person's notifications, oldest first. */
async function toldTo(person: Person) {
  const { rows } = await stack.db.query<{ title: string; body: string }>(
    'select title, body from public.notifications where user_id = $1 order by created_at, title',
    [person.id],
  );
  return rows;
}

const subscriptionId = () => `sub_${randomBytes(8).toString('hex')}`;

describe('the billing webhook', () => {
  it('a valid event sets the plan; a bad signature or a replay changes nothing and gets 400', async () => {
    const { parent, teen, familyId } = await family();
    const sub = subscriptionId();
    const forged = await deliver(subscriptionEvent(familyId, sub, 'active'), {
      secret: 'whsec_someone_else',
    });
    expect(forged.status).toBe(400);
    const replayed = await deliver(subscriptionEvent(familyId, sub, 'active'), {
      timestamp: now() - 600,
    });
    expect(replayed.status).toBe(400);
    const unsigned = await fetch(`${stack.url}/functions/v1/billing/webhook`, {
      method: 'POST',
      body: JSON.stringify(subscriptionEvent(familyId, sub, 'active')),
    });
    expect(unsigned.status).toBe(400);
    expect((await planOf(teen)).plan).toBe('basic');

    const valid = await deliver(subscriptionEvent(familyId, sub, 'active'));
    expect(valid).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await planOf(teen)).plan).toBe('familj');
    expect((await planOf(parent)).billing).toMatchObject({ status: 'active' });
  });

  it('a duplicate and an older event arriving late leave the plan right; unknown events are 200', async () => {
    const { parent, familyId } = await family();
    const sub = subscriptionId();
    const created = subscriptionEvent(familyId, sub, 'active', {
      type: 'customer.subscription.created',
      created: now() - 30,
    });
    const cancelled = subscriptionEvent(familyId, sub, 'active', { cancelAtPeriodEnd: true });
    // The newer event first, then the older: the older is stale.
    expect((await deliver(cancelled)).body.outcome).toBe('applied');
    expect((await deliver(created)).body.outcome).toBe('stale');
    // Stripe delivers the same event again.
    expect(await deliver(cancelled)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect((await planOf(parent)).billing).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    const unknown = await deliver({
      id: eventId(),
      object: 'event',
      type: 'customer.tax_id.created',
      created: now(),
      data: { object: { id: 'txi_1', object: 'tax_id' } },
    });
    expect(unknown).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    const ended = await deliver(
      subscriptionEvent(familyId, sub, 'canceled', {
        type: 'customer.subscription.deleted',
        created: now() + 1,
      }),
    );
    expect(ended.body.outcome).toBe('applied');
    expect((await planOf(parent)).plan).toBe('basic');
  });
});

describe('buying Familj', () => {
  it('only a guardian can start a purchase, and only with the express start request', async () => {
    const { parent, teen } = await family();
    expect(await call(null, 'checkout', { start_now: true })).toMatchObject({ status: 401 });
    expect(await call(teen, 'checkout', { start_now: true })).toEqual({
      status: 403,
      body: {
        code: 'not_guardian',
        error: 'Bara en förälder i familjen kan ändra familjens plan.',
      },
    });
    expect(await call(teen, 'portal')).toMatchObject({ status: 403 });
    expect(await call(parent, 'checkout', {})).toMatchObject({
      status: 400,
      body: { code: 'consent_required' },
    });
    expect(await call(parent, 'portal')).toMatchObject({
      status: 404,
      body: { code: 'no_subscription' },
    });
  });

  it('checkout, pay, cancel in the portal, period ends: Familj, then Basic', async () => {
    const { parent, teen, familyId } = await family();
    const started = await call(parent, 'checkout', { start_now: true, return_path: '/familj' });
    expect(started.status).toBe(200);
    const url = String(started.body.url);
    expect(url).toMatch(new RegExp(`^${stack.url}/__local/checkout/cs_test_`));
    expect(await (await fetch(url)).text()).toContain('varav moms 25 %');

    const paid = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/familj\?betalning=klar$/);
    expect((await planOf(teen)).plan).toBe('familj');
    // The guardian is told, with a receipt that names the moms; the child is told too.
    const toParent = await toldTo(parent);
    expect(toParent.map((n) => n.title)).toEqual(['Familj är igång', 'Kvitto: Familj']);
    expect(toParent[1]?.body).toMatch(
      /^Vi har tagit emot 49\u00a0kr för Familj, .*Varav moms 25 %: 9,80\u00a0kr\./,
    );
    expect((await toldTo(teen)).map((n) => n.title)).toEqual(['Er familj har Familj']);
    expect(await call(parent, 'checkout', { start_now: true })).toMatchObject({
      status: 409,
      body: { code: 'already_familj' },
    });

    // Another guardian sees the plan but not the payer's card and receipts.
    const second = await member('Jonas', 'foralder');
    await stack.db.query(
      `insert into public.family_members (family_id, user_id, member_role) values ($1, $2, 'guardian')`,
      [familyId, second.id],
    );
    expect(await call(second, 'portal')).toEqual({
      status: 403,
      body: { code: 'not_payer', error: 'Anna betalar för Familj och hanterar prenumerationen.' },
    });
    const portal = await call(parent, 'portal', { return_path: '/familj' });
    expect(portal.status).toBe(200);
    const portalUrl = String(portal.body.url);
    await fetch(portalUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect((await planOf(parent)).billing).toMatchObject({ cancel_at_period_end: true });
    expect((await planOf(teen)).plan).toBe('familj');

    const events = (await (await fetch(`${stack.url}/__local/stripe/events.json`)).json()) as {
      type: string;
      status: number;
    }[];
    expect(events.every((e) => e.status === 200)).toBe(true);
    await fetch(`${stack.url}/__local/stripe/advance`, {
      method: 'POST',
      body: JSON.stringify({ family_id: familyId }),
    });
    expect((await planOf(teen)).plan).toBe('basic');
    expect((await planOf(parent)).billing).toMatchObject({ status: 'canceled' });
    expect((await toldTo(parent)).map((n) => n.title)).toEqual([
      'Familj är igång',
      'Kvitto: Familj',
      'Familj är uppsagd',
      'Familjen har Basic igen',
    ]);
    expect((await toldTo(teen)).map((n) => n.title)).toContain('Familjen har Basic igen');
  });

  it('a family whose renewal failed pays in the portal, and is not sold a second subscription', async () => {
    const { parent, familyId } = await family();
    const started = await call(parent, 'checkout', { start_now: true });
    await fetch(String(started.body.url), {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    await fetch(`${stack.url}/__local/stripe/advance`, {
      method: 'POST',
      body: JSON.stringify({ family_id: familyId, outcome: 'fail' }),
    });
    const plan = await planOf(parent);
    expect(plan).toMatchObject({ plan: 'familj', billing: { status: 'past_due' } });
    expect(typeof plan.billing?.grace_until).toBe('string');
    expect((await toldTo(parent)).map((n) => n.title)).toContain(
      'Betalningen för Familj gick inte igenom',
    );
    await stack.db.query(
      `update private.family_subscriptions set past_due_since = now() - interval '8 days'
       where family_id = $1`,
      [familyId],
    );
    expect((await planOf(parent)).plan).toBe('basic');
    expect(await call(parent, 'checkout', { start_now: true })).toMatchObject({
      status: 409,
      body: { code: 'payment_due' },
    });
    expect((await call(parent, 'portal')).status).toBe(200);
  });
});
