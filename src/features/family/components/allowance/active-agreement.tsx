import { Badge, Button, Group, Text } from '@mantine/core';

import { dayKey } from '@/lib/dates';

import { allowanceCopy as copy } from '../../allowance-copy';
import type { AllowanceVersion } from '../../api/allowance-api';
import { AgreementSummary } from './agreement-summary';
import { NextPayDay } from './next-pay-day';

/** The agreement in force, under `title`: its terms and the next pay day. */
export function ActiveAgreement({ title, version }: { title: string; version: AllowanceVersion }) {
  return (
    <>
      <Group justify="space-between">
        <Text fw={700}>{title}</Text>
        <Badge color="teal.9" variant="filled">
          {copy.active}
        </Badge>
      </Group>
      <AgreementSummary version={version} />
      <NextPayDay version={version} today={dayKey(new Date())} />
    </>
  );
}

/** Ends the agreement once the user has confirmed it (either side may end it). */
export function EndAgreementButton({ busy, onEnd }: { busy: boolean; onEnd: () => void }) {
  return (
    <Button
      variant="subtle"
      color="red.9"
      loading={busy}
      onClick={() => {
        if (window.confirm(copy.endConfirm)) onEnd();
      }}
    >
      {copy.end}
    </Button>
  );
}
