import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import type { PrizeClaim } from '../api/prizes-api';
import { useConfirmClaim } from '../hooks/use-prizes';
import { prizeCopy as copy } from '../prize-copy';
import { deliveryErrors, normalizeDelivery, type DeliveryDetails } from '../rules/prize-claim';

type Props = { claim: PrizeClaim; onDone: () => void; onCancel?: () => void };

/** Where the prize goes: checked here and again by the database, with the same messages. */
export function ClaimForm({ claim, onDone, onCancel }: Props) {
  const { pending, confirm } = useConfirmClaim();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeliveryDetails>({
    initialValues: claim.delivery ?? { fullName: '', streetAddress: '', postalCode: '', city: '' },
    validate: (values) => deliveryErrors(values),
  });
  const labels = copy.claims.form;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setRefusal(null);
        const problem = await confirm(claim.id, normalizeDelivery(values));
        if (problem) setRefusal(problem);
        else onDone();
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={labels.fullName}
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={labels.streetAddress}
          autoComplete="street-address"
          {...form.getInputProps('streetAddress')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={labels.postalCode}
            autoComplete="postal-code"
            inputMode="numeric"
            {...form.getInputProps('postalCode')}
          />
          <TextInput
            label={labels.city}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {labels.privacy}
        </Text>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {labels.submit}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {labels.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
