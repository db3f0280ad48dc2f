import { IconCalendarDue } from '@tabler/icons-react';
import { Group, Text, ThemeIcon } from '@mantine/core';

import { formatDateLong, formatWeekday } from '@/lib/format';

import { allowanceCopy as copy } from '../../allowance-copy';
import type { AllowanceVersion } from '../../api/allowance-api';
import { nextPayDay } from '../../rules/allowance';

/** 'Nästa veckopeng: fredag 4 december 2026' for an active agreement. */
export function NextPayDay({ version, today }: { version: AllowanceVersion; today: string }) {
  const day = nextPayDay(version, today);
  if (!day) return null;
  const noon = `${day}T12:00:00Z`;
  const text = `${formatWeekday(noon)} ${formatDateLong(noon)}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" color="orange" radius="xl" aria-hidden>
        <IconCalendarDue size={18} />
      </ThemeIcon>
      <Text fw={600} data-testid="next-allowance">
        {version.frequency === 'weekly' ? copy.next(text) : copy.nextMonthly(text)}
      </Text>
    </Group>
  );
}
