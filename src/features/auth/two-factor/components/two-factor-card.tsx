import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';

import { twoFactorCopy } from '../copy';
import { useTwoFactorStatus } from '../hooks/use-two-factor';
import { EnrolFlow } from './enrol-flow';

const copy = twoFactorCopy.card;

/** Offered on the parent home until two-factor is on; says why in one line. */
export function TwoFactorCard() {
  const { state, reload } = useTwoFactorStatus();
  const [open, setOpen] = useState(false);
  if (state.status !== 'ready' || (state.data.factorId && !open)) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {copy.title}
        </Title>
        <Text>{copy.why}</Text>
        <Text size="sm" c="dimmed">
          {copy.more}
        </Text>
        <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
          {copy.start}
        </Button>
      </Stack>
      {open && (
        <EnrolFlow
          onClose={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
    </Card>
  );
}
