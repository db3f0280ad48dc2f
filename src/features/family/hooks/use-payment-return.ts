import { useEffect, useState } from 'react';

import type { MyPlan } from '@/lib/plans';

/** What the provider said when it sent the browser back: ?betalning=klar or =avbruten. */
export type PaymentReturn = 'klar' | 'avbruten';

export type PaymentState = 'waiting' | 'confirmed' | 'unconfirmed' | 'cancelled' | null;

/** How often, and for how long, the plan is asked for after a payment. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_WAIT_MS = 30_000;

/**
 * After a paid checkout the plan changes when the provider's webhook lands, which may be a moment
 * after the browser came back: ask for the plan every 2 s for up to 30 s until it is Familj.
 */
export function usePaymentReturn(
  payment: PaymentReturn | undefined,
  plan: MyPlan['plan'],
  refresh: () => Promise<MyPlan | null>,
): PaymentState {
  const [gaveUp, setGaveUp] = useState(false);
  const familj = plan === 'familj';
  const polling = payment === 'klar' && !familj && !gaveUp;

  useEffect(() => {
    if (!polling) return;
    const started = Date.now();
    void refresh();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= PAYMENT_WAIT_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      void refresh();
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, refresh]);

  if (payment === 'avbruten') return 'cancelled';
  if (payment !== 'klar') return null;
  if (familj) return 'confirmed';
  return gaveUp ? 'unconfirmed' : 'waiting';
}
