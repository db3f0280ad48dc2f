import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';

import { readBody, send, sendJson } from '../http';
import { LOCAL_STRIPE } from './env';
import { parseStripeForm } from './form';
import {
  invoiceFor,
  monthAfter,
  newSubscription,
  nowSeconds,
  periodOf,
  PRICE_ORE,
  stripeId,
  TAX_ORE,
  type CheckoutSession,
  type Subscription,
} from './objects';
import { checkoutPage, portalPage } from './pages';

/**
 * Stripe, as far as Slantis uses it, inside the local stack (issue 43), so buying Familj works
 * end to end with no network:
 *   POST /v1/checkout/sessions, /v1/billing_portal/sessions  the API calls the billing function
 *                                                          makes through Stripe's library
 *   GET|POST /__local/checkout/<id>                        the hosted payment page: Betala/Avbryt
 *   GET|POST /__local/portal/<id>                          the customer portal: säg upp/återuppta
 *   POST /__local/stripe/advance {subscription | family_id, outcome}  a test clock: the period ends
 *                                                          (renews, fails or ends as cancelled)
 *   GET /__local/stripe/events.json                        what was sent, for tests
 * Every change is sent to the billing function's webhook as Stripe sends it: a signed event
 * made with Stripe's own test-header helper.
 */
export type FakeStripeOptions = {
  /** The stack's origin, once it listens (pages and webhooks live there). */
  origin: () => string;
  log: (line: string) => void;
};

type SentEvent = { id: string; type: string; status: number; outcome: unknown };

const stripe = new Stripe(LOCAL_STRIPE.secretKey);
/** The API version Stripe's library pins; events are rendered in it, as an endpoint set to it. */
const API_VERSION = String(stripe.getApiField('version'));
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const formatKr = (ore: number) =>
  `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2 }).format(ore / 100)} kr`;

export class FakeStripe {
  private sessions = new Map<string, CheckoutSession>();
  private subscriptions = new Map<string, Subscription>();
  private portals = new Map<string, { customer: string; returnUrl: string }>();
  private customers = new Map<string, string | null>();
  private sent: SentEvent[] = [];

  constructor(private readonly options: FakeStripeOptions) {}

  /** Answers the request when it is one of Stripe's; false for any other path. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      if (!this.authorised(req, res)) return true;
      sendJson(res, 200, this.createSession(parseStripeForm((await readBody(req)).toString())));
      return true;
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      if (!this.authorised(req, res)) return true;
      const params = parseStripeForm((await readBody(req)).toString());
      const customer = text(params.customer);
      if (!this.customers.has(customer)) {
        sendJson(res, 400, {
          error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` },
        });
        return true;
      }
      const id = stripeId('bps');
      this.portals.set(id, { customer, returnUrl: text(params.return_url) });
      sendJson(res, 200, {
        id,
        object: 'billing_portal.session',
        customer,
        url: `${this.options.origin()}/__local/portal/${id}`,
        return_url: params.return_url,
      });
      return true;
    }
    const checkout = /^\/__local\/checkout\/([A-Za-z0-9_]+)$/.exec(path);
    if (checkout) {
      await this.checkoutRoute(req, res, method, checkout[1]!);
      return true;
    }
    const portal = /^\/__local\/portal\/([A-Za-z0-9_]+)$/.exec(path);
    if (portal) {
      await this.portalRoute(req, res, method, portal[1]!);
      return true;
    }
    if (path === '/__local/stripe/advance' && method === 'POST') {
      const { subscription, family_id, outcome } = JSON.parse(
        (await readBody(req)).toString() || '{}',
      ) as { subscription?: string; family_id?: string; outcome?: 'renew' | 'fail' };
      const found = family_id
        ? this.familySubscription(family_id)
        : this.subscriptionFor(subscription);
      if (!found) {
        sendJson(res, 404, { message: 'No such subscription' });
        return true;
      }
      await this.periodEnds(found, outcome === 'fail' ? 'fail' : 'renew');
      sendJson(res, 200, found);
      return true;
    }
    if (path === '/__local/stripe/events.json' && method === 'GET') {
      sendJson(res, 200, this.sent);
      return true;
    }
    return false;
  }

  private authorised(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.headers.authorization === `Bearer ${LOCAL_STRIPE.secretKey}`) return true;
    sendJson(res, 401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
    });
    return false;
  }

  private createSession(params: Record<string, unknown>): CheckoutSession {
    const items = (params.line_items ?? {}) as Record<string, { price?: string }>;
    const price = items['0']?.price ?? '';
    const id = stripeId('cs_test');
    const record = (value: unknown) => (value ?? {}) as Record<string, string>;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.options.origin()}/__local/checkout/${id}`,
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer: (params.customer as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      subscription: null,
      metadata: record(params.metadata),
      subscription_metadata: record(record(params.subscription_data).metadata),
      price,
      amount_total: PRICE_ORE,
      currency: 'sek',
      success_url: text(params.success_url),
      cancel_url: text(params.cancel_url),
    };
    this.sessions.set(id, session);
    return session;
  }

  private async checkoutRoute(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    id: string,
  ) {
    const session = this.sessions.get(id);
    if (!session)
      return send(res, 404, 'Okänd betalning', { 'Content-Type': 'text/plain; charset=utf-8' });
    if (method === 'GET') {
      const html = checkoutPage({
        id,
        email: session.customer_email ?? this.customers.get(session.customer ?? '') ?? null,
        price: formatKr(PRICE_ORE),
        tax: formatKr(TAX_ORE),
        open: session.status === 'open',
      });
      return send(res, 200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    }
    const action = new URLSearchParams((await readBody(req)).toString()).get('action');
    if (action === 'cancel' || session.status !== 'open') {
      return send(res, 303, null, { Location: session.cancel_url });
    }
    await this.pay(session);
    return send(res, 303, null, { Location: session.success_url });
  }

  /** The guardian pays: a customer, an active subscription and the events Stripe sends. */
  private async pay(session: CheckoutSession) {
    const customer = session.customer ?? stripeId('cus');
    this.customers.set(customer, session.customer_email ?? this.customers.get(customer) ?? null);
    const subscription = newSubscription(customer, session.price, session.subscription_metadata);
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: subscription.id,
    });
    await this.emit('checkout.session.completed', session);
    await this.emit('customer.subscription.created', subscription);
    await this.emit('invoice.paid', invoiceFor(subscription, 'paid', 'subscription_create'));
  }

  private async portalRoute(req: IncomingMessage, res: ServerResponse, method: string, id: string) {
    const portal = this.portals.get(id);
    if (!portal)
      return send(res, 404, 'Okänd session', { 'Content-Type': 'text/plain; charset=utf-8' });
    const subscription = this.subscriptionFor(undefined, portal.customer);
    if (method === 'GET') {
      const period = subscription ? periodOf(subscription) : null;
      const html = portalPage({
        id,
        status: subscription?.status ?? null,
        cancelling: subscription?.cancel_at_period_end ?? false,
        periodEnd: period ? new Date(period.current_period_end * 1000) : null,
        price: formatKr(PRICE_ORE),
      });
      return send(res, 200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    }
    const action = new URLSearchParams((await readBody(req)).toString()).get('action');
    if (
      subscription &&
      subscription.status !== 'canceled' &&
      (action === 'cancel' || action === 'resume')
    ) {
      const cancelling = action === 'cancel';
      Object.assign(subscription, {
        cancel_at_period_end: cancelling,
        cancel_at: cancelling ? periodOf(subscription).current_period_end : null,
        canceled_at: cancelling ? nowSeconds() : null,
      });
      await this.emit('customer.subscription.updated', subscription);
      return send(res, 303, null, { Location: `/__local/portal/${id}` });
    }
    return send(res, 303, null, { Location: portal.returnUrl });
  }

  /** The family's newest subscription (Slantis puts the family in its metadata). */
  private familySubscription(familyId: string): Subscription | undefined {
    return [...this.subscriptions.values()]
      .filter((s) => s.metadata.family_id === familyId)
      .sort((a, b) => b.created - a.created)[0];
  }

  private subscriptionFor(id?: string, customer?: string): Subscription | undefined {
    if (id) return this.subscriptions.get(id);
    return [...this.subscriptions.values()]
      .filter((s) => s.customer === customer)
      .sort((a, b) => b.created - a.created)[0];
  }

  /** The test clock reaches the period's end: cancelled ends; otherwise it renews or fails. */
  private async periodEnds(subscription: Subscription, outcome: 'renew' | 'fail') {
    const period = periodOf(subscription);
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: 'canceled', ended_at: nowSeconds() });
      await this.emit('customer.subscription.deleted', subscription);
      return;
    }
    period.current_period_start = nowSeconds();
    period.current_period_end = monthAfter(period.current_period_start);
    if (outcome === 'fail') {
      subscription.status = 'past_due';
      await this.emit(
        'invoice.payment_failed',
        invoiceFor(subscription, 'open', 'subscription_cycle'),
      );
    } else {
      subscription.status = 'active';
      await this.emit('invoice.paid', invoiceFor(subscription, 'paid', 'subscription_cycle'));
    }
    await this.emit('customer.subscription.updated', subscription);
  }

  /** Sends one event to the billing function, signed as Stripe signs it, and waits for it. */
  private async emit(type: string, object: object) {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: LOCAL_STRIPE.webhookSecret,
    });
    try {
      const response = await fetch(`${this.options.origin()}/functions/v1/billing/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      const answer = (await response.json().catch(() => null)) as { outcome?: unknown } | null;
      this.sent.push({ id: event.id, type, status: response.status, outcome: answer?.outcome });
      if (!response.ok) this.options.log(`fake Stripe: ${type} answered ${response.status}`);
    } catch (error) {
      this.options.log(`fake Stripe: ${type} not delivered: ${String(error)}`);
    }
  }
}
