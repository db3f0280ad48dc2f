// The Familj plan's purchase and the provider's webhooks (issue 43). POST /functions/v1/billing/<route>:
//   checkout  guardian  {start_now: true, return_path?} → {url} (Stripe Checkout, subscription)
//             refused: not_guardian, no_family, already_familj, payment_due, consent_required
//   portal    the payer {return_path?}                  → {url} (Stripe's customer portal); another
//             guardian: 403 not_payer, naming who pays
//   webhook   Stripe    raw event, Stripe-Signature     → 200 {outcome} | 400 bad signature
// A refusal is 4xx {error, code} with the app's Swedish words. No card data passes through here:
// the guardian pays on Stripe's page, and the family's plan follows the webhooks only.
import { serviceClient, userClient } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, json, methodNotAllowed, readJson } from '../_shared/http.ts';
import { logError } from '../_shared/log.ts';
import { billingRecord } from './events.ts';
import { createCheckout, createPortal, providerEnv, verifiedEvent } from './provider.ts';
import { returnUrls } from './return-urls.ts';

function routeOf(req: Request): string {
  const path = new URL(req.url).pathname;
  const at = path.indexOf('/billing/');
  return at < 0 ? '' : path.slice(at + '/billing/'.length).replace(/\/+$/, '');
}

type BillingContext = {
  family_id: string;
  user_id: string;
  email: string | null;
  plan: string;
  customer_id: string | null;
  subscription_status: string | null;
  /** The guardian who pays, when it is not the caller (the portal is hers). */
  payer_first_name: string | null;
};

const refusal = (status: number, code: string, error: string) => json({ error, code }, status);

/** Who asks, as the database sees it: only a guardian of an active family gets a context. */
async function contextOf(req: Request): Promise<BillingContext | Response> {
  const token = bearerToken(req);
  if (!token) return refusal(401, 'unauthorized', 'Du behöver vara inloggad.');
  const { data, error } = await userClient(functionEnv(), token).rpc('billing_context');
  if (error) {
    if (error.code === 'P0001' && error.hint) return refusal(403, error.hint, error.message);
    if (error.code === 'PGRST301' || error.code === '42501' || /JWT/i.test(error.message)) {
      return refusal(401, 'unauthorized', 'Du behöver vara inloggad.');
    }
    throw new Error(`billing_context: ${error.message}`);
  }
  return data as BillingContext;
}

async function checkout(req: Request): Promise<Response> {
  const body = (await readJson(req)) as { start_now?: unknown; return_path?: unknown } | undefined;
  const context = await contextOf(req);
  if (context instanceof Response) return context;
  if (context.plan === 'familj') {
    return refusal(409, 'already_familj', 'Familjen har redan Familj.');
  }
  // A subscription still owed (Stripe retries it) is paid in the portal, not bought twice.
  if (context.subscription_status === 'past_due' || context.subscription_status === 'unpaid') {
    return refusal(
      409,
      'payment_due',
      'Familjens prenumeration väntar på betalning. Uppdatera kortet under Hantera prenumeration.',
    );
  }
  // Ångerrätt: the service starts at once only on the guardian's express request.
  if (body?.start_now !== true) {
    return refusal(
      400,
      'consent_required',
      'Kryssa i att Familj ska börja direkt för att fortsätta.',
    );
  }
  const back = returnUrls(req, body.return_path);
  const url = await createCheckout(providerEnv(), {
    familyId: context.family_id,
    guardianId: context.user_id,
    customerId: context.customer_id,
    email: context.email,
    successUrl: back.success,
    cancelUrl: back.cancelled,
  });
  console.info('billing: checkout started');
  return json({ url });
}

async function portal(req: Request): Promise<Response> {
  const body = (await readJson(req)) as { return_path?: unknown } | undefined;
  const context = await contextOf(req);
  if (context instanceof Response) return context;
  if (!context.customer_id) {
    if (context.payer_first_name) {
      return refusal(
        403,
        'not_payer',
        `${context.payer_first_name} betalar för Familj och hanterar prenumerationen.`,
      );
    }
    return refusal(404, 'no_subscription', 'Familjen har ingen prenumeration att hantera.');
  }
  const url = await createPortal(
    providerEnv(),
    context.customer_id,
    returnUrls(req, body?.return_path).plain,
  );
  return json({ url });
}

async function webhook(req: Request): Promise<Response> {
  const env = providerEnv();
  const raw = await req.text();
  const event = await verifiedEvent(env, raw, req.headers.get('stripe-signature'));
  if (!event) return json({ error: 'Invalid signature' }, 400);
  const record = billingRecord(event);
  if (!record) return json({ received: true, outcome: 'ignored' });
  const { data, error } = await serviceClient(functionEnv()).rpc('apply_billing_event', {
    event: record,
  });
  if (error) {
    // Not stored: a 500 has Stripe deliver the event again later.
    logError('billing: apply_billing_event', error.message);
    return json({ error: 'Could not apply the event' }, 500);
  }
  console.info(`billing: ${event.type} ${String(data)}`);
  return json({ received: true, outcome: data });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return methodNotAllowed();
  const route = routeOf(req);
  try {
    if (route === 'webhook') return await webhook(req);
    if (route === 'checkout') return await checkout(req);
    if (route === 'portal') return await portal(req);
    return json({ error: 'Not found', code: 'not_found' }, 404);
  } catch (error) {
    // The kind of failure only: a provider's message may quote what was sent (an e-mail).
    const { name, code } = (error ?? {}) as { name?: string; code?: string };
    logError(`billing ${route}`, `${name ?? 'Error'} ${code ?? ''}`.trim());
    if (route === 'webhook') return json({ error: 'Could not handle the event' }, 500);
    return json(
      {
        error:
          route === 'portal'
            ? 'Prenumerationen kunde inte öppnas just nu. Försök igen om en stund.'
            : 'Betalningen kunde inte startas just nu. Försök igen om en stund.',
        code: 'provider_failed',
      },
      502,
    );
  }
});
