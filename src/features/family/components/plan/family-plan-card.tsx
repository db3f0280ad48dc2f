import { useEffect, useRef } from 'react';
import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';
import { usePlan } from '@/hooks/use-plan';
import { useAuthStore } from '@/stores/auth-store';

import {
  usePaymentReturn,
  type PaymentReturn,
  type PaymentState,
} from '../../hooks/use-payment-return';
import { planCopy } from '../../plan-copy';
import { BuyFamilj } from './buy-familj';
import { ManageFamilj, PortalButton } from './manage-familj';

/** The card's anchor: /familj#plan scrolls here. */
export const PLAN_ANCHOR = 'plan';

function PaymentNote({ state }: { state: Exclude<PaymentState, null> }) {
  const copy = planCopy.payment;
  if (state === 'confirmed')
    return (
      <Alert color="slantis" variant="light" radius="lg" title={copy.confirmedTitle}>
        {copy.confirmed}
      </Alert>
    );
  if (state === 'waiting')
    return (
      <Alert color="blue" variant="light" radius="lg" title={copy.waitingTitle} role="status">
        {copy.waiting}
      </Alert>
    );
  if (state === 'unconfirmed')
    return (
      <Alert color="blue" variant="light" radius="lg" role="status">
        {copy.unconfirmed}
      </Alert>
    );
  return (
    <Alert color="gray" variant="light" radius="lg" role="status">
      {copy.cancelled}
    </Alert>
  );
}

/**
 * 'Familjens plan' on /familj (issue 43). A guardian of a family on Basic can choose Familj
 * (Stripe Checkout) and one on Familj manages it (the provider's portal); everyone else sees the
 * family's plan, and a teen on Basic is told to ask a parent – never a price or a payment.
 */
export function FamilyPlanCard({ payment }: { payment?: PaymentReturn }) {
  const { plan, known, refresh } = usePlan();
  const online = useOnline();
  const parentAccount = useAuthStore((state) => state.user?.role === 'foralder');
  const paymentState = usePaymentReturn(payment, plan.plan, refresh);
  const card = useRef<HTMLDivElement>(null);

  // Back from the provider: show the answer where the person left off.
  useEffect(() => {
    if (payment) card.current?.scrollIntoView?.({ block: 'start' });
  }, [payment]);

  const body = () => {
    if (!known)
      return online ? (
        <Loader size="sm" aria-label={planCopy.loading} />
      ) : (
        <Text>{planCopy.offlineUnknown}</Text>
      );
    const owed = plan.billing?.status === 'past_due' || plan.billing?.status === 'unpaid';
    if (plan.is_guardian && plan.plan === 'basic' && owed) {
      // A renewal still owed is paid in the portal, never bought a second time (payment_due).
      return (
        <Stack gap="sm">
          <Alert color="red" variant="light" radius="lg" title={planCopy.familj.pastDueTitle}>
            {planCopy.familj.owed}
          </Alert>
          <PortalButton primary billing={plan.billing} />
        </Stack>
      );
    }
    if (plan.is_guardian) {
      return plan.plan === 'familj' ? (
        <ManageFamilj billing={plan.billing} priceOre={plan.price_ore} />
      ) : (
        <BuyFamilj priceOre={plan.price_ore} />
      );
    }
    if (parentAccount && !plan.has_family) return <Text>{planCopy.noFamily}</Text>;
    return plan.plan === 'familj' ? (
      <Text>{planCopy.member.familj}</Text>
    ) : (
      <Stack gap={4}>
        <Text>{plan.has_family ? planCopy.member.basic : planCopy.member.basicAlone}</Text>
        <Text fw={600}>{planCopy.member.ask}</Text>
      </Stack>
    );
  };

  return (
    <Card
      ref={card}
      id={PLAN_ANCHOR}
      component="section"
      aria-labelledby="plan-heading"
      style={{ scrollMarginTop: 'var(--mantine-spacing-xl)' }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="plan-heading">
          {planCopy.heading}
        </Title>
        {paymentState && <PaymentNote state={paymentState} />}
        {body()}
      </Stack>
    </Card>
  );
}
