import { openBillingPortal, startCheckout, type BillingAnswer } from '@/data/remote/plan';

import { planCopy } from '../plan-copy';

/**
 * The family plan's billing calls (src/data/remote/plan.ts), answered as either the provider's
 * page or a sentence to show: the server's own Swedish sentence when it gave one.
 */
export type BillingResult = { url: string } | { error: string; code: string };

const known = planCopy.errors as Record<string, string>;

function result(answer: BillingAnswer): BillingResult {
  if (answer.url !== undefined) return { url: answer.url };
  const { code, message } = answer;
  if (message) return { error: message, code };
  if (code === 'no_subscription') return { error: planCopy.familj.noSubscription, code };
  if (code === 'network') return { error: planCopy.errors.network, code };
  return { error: Object.hasOwn(known, code) ? known[code]! : planCopy.errors.generic, code };
}

/** Where the provider sends the browser back to (it adds ?betalning=klar or =avbruten). */
export const RETURN_PATH = '/familj';

/** Stripe Checkout for Familj; `startNow` is the guardian's consent that it starts at once. */
export const checkout = async (startNow: boolean) =>
  result(await startCheckout(RETURN_PATH, startNow));

/** The provider's customer portal: change card, cancel. */
export const portal = async () => result(await openBillingPortal(RETURN_PATH));

/** Sends the browser to the provider's page (a full navigation away from the app). */
export const goTo = (url: string) => window.location.assign(url);
