// A verified Stripe event reduced to what public.apply_billing_event needs (issue 43). Only
// what decides a family's plan is kept: which family and subscription, and the subscription's
// state. With API version 2025-03-31.basil and later the billing period lives on the
// subscription's items, and an invoice names its subscription under `parent`.
import type { Stripe } from './provider.ts';

export type BillingRecord = {
  id: string;
  type: string;
  /** The event's own time (unix seconds): the order events are applied in. */
  created: number;
  family_id: string | null;
  subscription: string | null;
  customer: string | null;
  started_by: string | null;
  fields: {
    status: string;
    period_start: number | null;
    period_end: number | null;
    cancel_at_period_end: boolean;
    canceled_at: number | null;
    ended_at: number | null;
    trial_end: number | null;
  } | null;
  /** A paid invoice: what was paid (öre incl. moms) and the period it pays for. */
  invoice?: { amount_paid: number; period_start: number; period_end: number };
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: unknown) =>
  typeof value === 'string' && UUID.test(value) ? value : null;

function subscriptionFields(subscription: Stripe.Subscription): BillingRecord['fields'] {
  const items = subscription.items?.data ?? [];
  const starts = items.map((item) => item.current_period_start).filter(Number.isFinite);
  const ends = items.map((item) => item.current_period_end).filter(Number.isFinite);
  const periodEnd = ends.length ? Math.max(...ends) : null;
  // The portal may cancel with cancel_at (at the period's end) rather than cancel_at_period_end.
  const cancelsAtEnd =
    subscription.cancel_at_period_end ||
    (subscription.cancel_at != null && periodEnd != null && subscription.cancel_at <= periodEnd);
  return {
    status: subscription.status,
    period_start: starts.length ? Math.min(...starts) : null,
    period_end: periodEnd,
    cancel_at_period_end: Boolean(cancelsAtEnd),
    canceled_at: subscription.canceled_at ?? null,
    ended_at: subscription.ended_at ?? null,
    trial_end: subscription.trial_end ?? null,
  };
}

/** The record for an event that touches a family's plan, or null for any other event. */
export function billingRecord(event: Stripe.Event): BillingRecord | null {
  const base = { id: event.id, type: event.type, created: event.created };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.mode !== 'subscription') return null;
    return {
      ...base,
      family_id: uuidOrNull(session.client_reference_id) ?? uuidOrNull(session.metadata?.family_id),
      subscription: idOf(session.subscription),
      customer: idOf(session.customer),
      started_by: uuidOrNull(session.metadata?.started_by),
      fields: null,
    };
  }
  if (event.type.startsWith('customer.subscription.')) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      ...base,
      family_id: uuidOrNull(subscription.metadata?.family_id),
      subscription: subscription.id,
      customer: idOf(subscription.customer),
      started_by: uuidOrNull(subscription.metadata?.started_by),
      fields: subscriptionFields(subscription),
    };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const details = invoice.parent?.subscription_details;
    // A subscription invoice's own period is the one before; its line holds the period paid for.
    const line = invoice.lines?.data?.[0]?.period;
    return {
      invoice: {
        amount_paid: invoice.amount_paid,
        period_start: line?.start ?? invoice.period_start,
        period_end: line?.end ?? invoice.period_end,
      },
      ...base,
      family_id: uuidOrNull(details?.metadata?.family_id),
      subscription: idOf(details?.subscription),
      customer: idOf(invoice.customer),
      started_by: null,
      fields: null,
    };
  }
  return null;
}
