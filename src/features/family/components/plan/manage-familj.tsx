import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Badge, Button, Stack, Text } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';
import { formatDateLong, formatKr } from '@/lib/format';
import type { Billing } from '@/lib/plans';

import { goTo, portal } from '../../api/plan-api';
import { planCopy } from '../../plan-copy';
import { FamiljAdds } from './buy-familj';

const copy = planCopy.familj;

/**
 * 'Hantera prenumeration': the provider's customer portal (change card, cancel) – for the guardian
 * who pays. Another guardian is told who manages it: the portal shows the payer's card.
 */
export function PortalButton({ primary, billing }: { primary: boolean; billing: Billing | null }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (billing && !billing.is_payer) {
    return <Text>{copy.managedBy(billing.payer_first_name)}</Text>;
  }
  const open = async () => {
    setBusy(true);
    setError(null);
    const answer = await portal();
    if ('url' in answer) {
      goTo(answer.url);
      return;
    }
    setError(answer.error);
    setBusy(false);
  };
  return (
    <Stack gap={4}>
      <Button
        size="md"
        w="fit-content"
        variant={primary ? 'filled' : 'light'}
        loading={busy}
        disabled={!online}
        onClick={() => void open()}
      >
        {copy.manage}
      </Button>
      <Text size="sm" c="dimmed">
        {copy.manageHint}
      </Text>
      {error && (
        <Text c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A guardian's family on Familj: that it is active and when the next payment is; or that it ends
 * (cancelled) or that a payment failed (past_due, with the grace period's last day).
 */
export function ManageFamilj({ billing, priceOre }: { billing: Billing | null; priceOre: number }) {
  const pastDue = billing?.status === 'past_due' || billing?.status === 'unpaid';
  const ending = !pastDue && billing?.cancel_at_period_end === true && billing.period_end;
  return (
    <Stack gap="sm">
      <Badge color="slantis" variant="light" size="lg" w="fit-content">
        {copy.active}
      </Badge>
      {pastDue && (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          title={copy.pastDueTitle}
          icon={<IconAlertTriangle aria-hidden />}
        >
          {billing.grace_until
            ? copy.pastDue(formatDateLong(billing.grace_until))
            : copy.pastDueNoDate}
        </Alert>
      )}
      {ending && <Text>{copy.endsOn(formatDateLong(billing.period_end!))}</Text>}
      {!pastDue && !ending && <Text>{copy.text}</Text>}
      {!pastDue && !ending && <FamiljAdds />}
      {!pastDue && !ending && billing?.period_end && (
        <Text fw={600}>
          {copy.nextPayment(formatDateLong(billing.period_end), formatKr(priceOre))}
        </Text>
      )}
      {billing && <PortalButton primary={pastDue} billing={billing} />}
    </Stack>
  );
}
