// The one adapter between Slantis and its payment provider (issue 43): Stripe's official
// library, used for the two calls that start a purchase or open the customer portal, and for
// verifying webhooks. STRIPE_API_URL points it elsewhere (the local stack's fake Stripe,
// supabase/local/stripe/); hosted, it is unset and the library talks to api.stripe.com.
//   Secrets: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_FAMILJ (a recurring monthly
//   SEK price of 49 kr with tax_behavior 'inclusive'); optional STRIPE_API_URL.
import Stripe from 'npm:stripe@23.1.0';

export type ProviderEnv = {
  secretKey: string;
  webhookSecret: string;
  familyPriceId: string;
  apiUrl: string | null;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function providerEnv(): ProviderEnv {
  return {
    secretKey: required('STRIPE_SECRET_KEY'),
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    familyPriceId: required('STRIPE_PRICE_FAMILJ'),
    apiUrl: Deno.env.get('STRIPE_API_URL') || null,
  };
}

function client(env: ProviderEnv): Stripe {
  const api = env.apiUrl ? new URL(env.apiUrl) : null;
  return new Stripe(env.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export type CheckoutInput = {
  familyId: string;
  guardianId: string;
  /** The guardian's own earlier customer, reused; otherwise Checkout makes one with her e-mail. */
  customerId: string | null;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
};

/** A hosted Checkout page for Familj: a monthly subscription paid by the guardian. */
export async function createCheckout(env: ProviderEnv, input: CheckoutInput): Promise<string> {
  const metadata = { family_id: input.familyId, started_by: input.guardianId };
  const session = await client(env).checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: env.familyPriceId, quantity: 1 }],
    // Her own customer from an earlier purchase (Stripe Tax then wants its address kept current),
    // or a new one with her e-mail.
    ...(input.customerId
      ? { customer: input.customerId, customer_update: { address: 'auto', name: 'auto' } }
      : input.email
        ? { customer_email: input.email }
        : {}),
    client_reference_id: input.familyId,
    metadata,
    subscription_data: { metadata },
    // Stripe Tax shows the 25 % moms inside the price on the page and on every receipt.
    automatic_tax: { enabled: true },
    locale: 'sv',
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  });
  if (!session.url) throw new Error('Checkout session without a url');
  return session.url;
}

/** The provider's customer portal for the family's customer: card, receipts, cancelling. */
export async function createPortal(
  env: ProviderEnv,
  customerId: string,
  returnUrl: string,
): Promise<string> {
  const session = await client(env).billingPortal.sessions.create({
    customer: customerId,
    return_url: returnUrl,
    locale: 'sv',
  });
  return session.url;
}

/**
 * The event in a webhook, if its Stripe-Signature holds for the raw body and is at most
 * 5 minutes old (the library's tolerance, which also turns away a replayed delivery); else null.
 */
export async function verifiedEvent(
  env: ProviderEnv,
  rawBody: string,
  signature: string | null,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await client(env).webhooks.constructEventAsync(rawBody, signature, env.webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

export type { Stripe };
