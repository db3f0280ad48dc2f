import { randomBytes } from 'node:crypto';

/**
 * Stripe objects as the API (version 2025-03-31.basil and later) renders them, with only the
 * fields Slantis reads and a few a person looks at on the fake pages.
 */
export const PRICE_ORE = 4900;
/** 25 % moms inside a price that includes it: a fifth of the price. */
export const TAX_ORE = PRICE_ORE / 5;

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  currency: 'sek';
  created: number;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; currency: 'sek'; unit_amount: number; recurring: { interval: 'month' } };
    }[];
  };
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  price: string;
  amount_total: number;
  currency: 'sek';
  success_url: string;
  cancel_url: string;
};

/** The date one calendar month after `seconds` (Stripe's monthly billing anchor). */
export function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function newSubscription(
  customer: string,
  price: string,
  metadata: Record<string, string>,
): Subscription {
  const start = nowSeconds();
  return {
    id: stripeId('sub'),
    object: 'subscription',
    customer,
    status: 'active',
    metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_end: null,
    currency: 'sek',
    created: start,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: monthAfter(start),
          price: {
            id: price,
            currency: 'sek',
            unit_amount: PRICE_ORE,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}

export const periodOf = (subscription: Subscription) => subscription.items.data[0]!;

export function invoiceFor(
  subscription: Subscription,
  status: 'paid' | 'open',
  billingReason: string,
) {
  const period = periodOf(subscription);
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status,
    currency: 'sek',
    billing_reason: billingReason,
    amount_due: PRICE_ORE,
    amount_paid: status === 'paid' ? PRICE_ORE : 0,
    total: PRICE_ORE,
    total_taxes: [{ amount: TAX_ORE, tax_behavior: 'inclusive' }],
    // As Stripe renders a subscription invoice: its own period is the previous one, the line's
    // period is what it pays for.
    period_start: period.current_period_start,
    period_end: period.current_period_start,
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          amount: PRICE_ORE,
          currency: 'sek',
          period: { start: period.current_period_start, end: period.current_period_end },
        },
      ],
    },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}
