import { Badge, Group, Stack, Text } from '@mantine/core';

import { formatKr } from '@/lib/format';

import { allowanceCopy as copy } from '../../allowance-copy';
import type { AllowanceVersion } from '../../api/allowance-api';
import { payDayLabel } from '../../rules/allowance';

/** One version's terms: the amount and pay day large, then what it covers and the note. */
export function AgreementSummary({ version }: { version: AllowanceVersion }) {
  return (
    <Stack gap={6}>
      <Text fz={28} fw={800} lh={1.1}>
        {formatKr(version.amount_ore)}
        <Text span fz="md" fw={500} c="dimmed">
          {' '}
          {payDayLabel(version.frequency, version.pay_day)}
        </Text>
      </Text>
      {version.covers.length > 0 && (
        <Group gap={6} aria-label={copy.covers}>
          {version.covers.map((item) => (
            <Badge key={item} variant="light" color="teal" radius="sm" tt="none" size="lg">
              {copy.coverLabels[item] ?? item}
            </Badge>
          ))}
        </Group>
      )}
      {version.note && (
        <Text size="sm" c="dimmed">
          {version.note}
        </Text>
      )}
    </Stack>
  );
}
