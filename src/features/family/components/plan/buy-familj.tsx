import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Anchor, Button, Checkbox, List, Stack, Text } from '@mantine/core';

import { useOnline } from '@/hooks/use-online';
import { formatKr } from '@/lib/format';
import { momsPartOre } from '@/lib/plans';

import { checkout, goTo } from '../../api/plan-api';
import { planCopy } from '../../plan-copy';

const copy = planCopy.basic;

/** What Familj adds, as a list. */
export function FamiljAdds() {
  return (
    <List
      spacing={4}
      aria-label={planCopy.addsLabel}
      icon={<IconCheck size={18} aria-hidden color="var(--slantis-color-success)" />}
      styles={{ itemWrapper: { alignItems: 'flex-start' } }}
    >
      {planCopy.familjAdds.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

/**
 * A guardian of a family on Basic chooses Familj: the price with its moms, what it adds, the
 * consent that it starts at once (ångerrätt: the days used are paid), then Stripe Checkout.
 */
export function BuyFamilj({ priceOre }: { priceOre: number }) {
  const online = useOnline();
  const [startNow, setStartNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const buy = async () => {
    // The consent is the guardian's own express request (ångerrätt): asked for, never assumed.
    if (!startNow) {
      setError(planCopy.errors.consent_required);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await checkout(startNow);
    if ('url' in answer) {
      goTo(answer.url);
      return; // The page leaves; stay busy until it has.
    }
    setError(answer.error);
    setBusy(false);
  };

  return (
    <Stack gap="sm">
      <Text>{copy.current}</Text>
      <Text fw={700} fz="lg">
        {copy.price(formatKr(priceOre), formatKr(momsPartOre(priceOre), { decimals: 'always' }))}
      </Text>
      <FamiljAdds />
      <Checkbox
        size="md"
        checked={startNow}
        onChange={(event) => {
          setStartNow(event.currentTarget.checked);
          setError(null);
        }}
        label={copy.consent}
      />
      {error && (
        <Text c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="md"
        w="fit-content"
        disabled={!online}
        loading={busy}
        onClick={() => void buy()}
      >
        {copy.buy}
      </Button>
      {!online && (
        <Text size="sm" c="dimmed">
          {copy.offline}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {copy.payment}{' '}
        <Anchor href="/anvandarvillkor#prenumeration" size="sm">
          {copy.terms}
        </Anchor>
      </Text>
    </Stack>
  );
}
