// The billing function's pure parts: how a Stripe event becomes the record the database
// applies, and where the guardian is sent back to. No stack needed.
import { billingRecord } from '../billing/events.ts';
import type { Stripe } from '../billing/provider.ts';
import { returnUrls } from '../billing/return-urls.ts';
import { assertEquals } from './assert.ts';

const FAMILY = '6f1c2a8e-1b2c-4d3e-8f90-123456789abc';
const GUARDIAN = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const event = (type: string, object: Record<string, unknown>) =>
  ({
    id: 'evt_1',
    object: 'event',
    type,
    created: 1_800_000_000,
    data: { object },
  }) as unknown as Stripe.Event;

const subscription = (extra: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  metadata: { family_id: FAMILY, started_by: GUARDIAN },
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  ended_at: null,
  trial_end: null,
  items: { data: [{ current_period_start: 100, current_period_end: 200 }] },
  ...extra,
});

Deno.test('a subscription event carries the family, and the period from its items', () => {
  assertEquals(billingRecord(event('customer.subscription.updated', subscription())), {
    id: 'evt_1',
    type: 'customer.subscription.updated',
    created: 1_800_000_000,
    family_id: FAMILY,
    subscription: 'sub_1',
    customer: 'cus_1',
    started_by: GUARDIAN,
    fields: {
      status: 'active',
      period_start: 100,
      period_end: 200,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_end: null,
    },
  });
});

Deno.test(
  'cancelling with cancel_at at the period end counts as cancelling at the period end',
  () => {
    const record = billingRecord(
      event('customer.subscription.updated', subscription({ cancel_at: 200, canceled_at: 150 })),
    );
    assertEquals(record?.fields?.cancel_at_period_end, true);
    const later = billingRecord(
      event('customer.subscription.updated', subscription({ cancel_at: 900 })),
    );
    assertEquals(later?.fields?.cancel_at_period_end, false);
  },
);

Deno.test(
  'checkout links the family; a non-uuid family or a one-off payment is not trusted',
  () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: FAMILY,
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { family_id: FAMILY, started_by: GUARDIAN },
    };
    const record = billingRecord(event('checkout.session.completed', session));
    assertEquals(
      [record?.family_id, record?.subscription, record?.started_by, record?.fields],
      [FAMILY, 'sub_1', GUARDIAN, null],
    );
    assertEquals(
      billingRecord(
        event('checkout.session.completed', { ...session, client_reference_id: "x' or 1=1" }),
      )?.family_id,
      FAMILY,
    );
    assertEquals(
      billingRecord(event('checkout.session.completed', { ...session, mode: 'payment' })),
      null,
    );
  },
);

Deno.test('a paid invoice names its subscription under parent, and the period of its line', () => {
  const record = billingRecord(
    event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      amount_paid: 4900,
      period_start: 50,
      period_end: 100,
      lines: { data: [{ period: { start: 100, end: 200 } }] },
      parent: { subscription_details: { subscription: 'sub_1', metadata: { family_id: FAMILY } } },
    }),
  );
  assertEquals(
    [record?.subscription, record?.family_id, record?.invoice],
    ['sub_1', FAMILY, { amount_paid: 4900, period_start: 100, period_end: 200 }],
  );
});

Deno.test('events that do not touch a plan are left alone', () => {
  assertEquals(billingRecord(event('customer.tax_id.created', { id: 'txi_1' })), null);
});

Deno.test('the way back is a path in the app, on one of its origins', () => {
  Deno.env.set('SITE_URL', 'https://slantis.se');
  Deno.env.set('APP_ORIGINS', 'http://localhost:5173');
  const from = (origin: string | null) =>
    new Request('https://functions.example/billing/checkout', {
      method: 'POST',
      headers: origin ? { origin } : {},
    });
  assertEquals(
    returnUrls(from('http://localhost:5173'), '/familj').success,
    'http://localhost:5173/familj?betalning=klar',
  );
  assertEquals(
    returnUrls(from('https://evil.example'), '/familj').plain,
    'https://slantis.se/familj',
  );
  assertEquals(returnUrls(from(null), '//evil.example/x').plain, 'https://slantis.se/familj');
  assertEquals(returnUrls(from(null), 'https://evil.example').plain, 'https://slantis.se/familj');
  assertEquals(
    returnUrls(from(null), '/profile?x=1#y').cancelled,
    'https://slantis.se/profile?betalning=avbruten',
  );
});
