import { Text } from '@mantine/core';

import type { CalendarItem } from '../api/money-year-api';
import { moneyYearCopy as copy } from '../copy';

/** What the server's dates say about this item for the teen, in one line (null: nothing). */
export function personalLine(item: CalendarItem): string | null {
  if (item.key === 'studiebidrag' && item.date) {
    if (!item.applies) return copy.studiebidrag.notYet(item.date);
    return item.receiver === 'you'
      ? copy.studiebidrag.you(item.date)
      : copy.studiebidrag.guardian(item.date);
  }
  if (item.key === 'fyller-18') {
    if (!item.date) return null;
    return item.applies ? copy.eighteen.soon(item.date) : copy.eighteen.done;
  }
  if (item.key === 'csn-studiemedel') return item.date ? copy.autumn(item.date) : null;
  return item.date ? copy.next(item.date) : null;
}

export function PersonalLine({ item }: { item: CalendarItem }) {
  const line = personalLine(item);
  if (!line) return null;
  return (
    <Text fw={600} c="teal.8" data-testid="personal-line">
      {line}
    </Text>
  );
}
