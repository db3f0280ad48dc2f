import { env } from '@/config/env';
import type { MyPlan } from '@/lib/plans';

import { remoteClient } from './client';
import { rpc } from './rpc';

/**
 * The family's plan (issue 43): public.my_plan() and the billing edge function
 * (supabase/functions/billing: checkout and the provider's customer portal).
 */
export const myPlan = () => rpc<MyPlan>('my_plan');

/**
 * A billing call's answer: the provider's page to send the browser to, or a refusal with the
 * server's code and, when it gave one, its Swedish sentence (`message`, shown as it is).
 */
export type BillingAnswer =
  { url: string; code?: undefined } | { url?: undefined; code: string; message: string | null };

type InvokeError = { context?: unknown };

async function refusal(error: unknown): Promise<{ code: string; message: string | null }> {
  const context = (error as InvokeError | null)?.context;
  if (!(context instanceof Response)) return { code: 'network', message: null };
  try {
    const body = (await context.clone().json()) as { code?: unknown; error?: unknown };
    return {
      code: typeof body.code === 'string' ? body.code : `http_${context.status}`,
      message: typeof body.error === 'string' && body.error !== '' ? body.error : null,
    };
  } catch {
    return { code: `http_${context.status}`, message: null };
  }
}

/** Stripe's hosted Checkout and customer portal. */
const PROVIDER_HOSTS = new Set(['checkout.stripe.com', 'billing.stripe.com']);

/**
 * Where the browser may be sent: the provider's own https pages; the local stack's stand-in
 * for them lives on the stack itself (the Supabase URL's origin, plain http on this machine).
 */
export function isProviderPage(url: string): boolean {
  try {
    const page = new URL(url);
    if (page.protocol === 'https:' && PROVIDER_HOSTS.has(page.hostname)) return true;
    return env.supabaseUrl !== '' && page.origin === new URL(env.supabaseUrl).origin;
  } catch {
    return false;
  }
}

async function call(route: string, body: object): Promise<BillingAnswer> {
  let answer: { data: unknown; error: unknown };
  try {
    // supabase-js directly (not data/remote/auth): the plan is read on the member's start path.
    answer = await (await remoteClient()).functions.invoke(`billing/${route}`, { body });
  } catch {
    return { code: 'network', message: null };
  }
  if (answer.error) return refusal(answer.error);
  const url = (answer.data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !isProviderPage(url)) return { code: 'bad_answer', message: null };
  return { url };
}

/** Stripe Checkout for Familj (a guardian; `startNow`: the consent that Familj starts at once). */
export const startCheckout = (returnPath: string, startNow: boolean) =>
  call('checkout', { start_now: startNow, return_path: returnPath });

/** The provider's customer portal (change card, cancel) for the family's subscription. */
export const openBillingPortal = (returnPath: string) =>
  call('portal', { return_path: returnPath });
