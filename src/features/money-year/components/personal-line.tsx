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

/** The same line for a guardian about her child `name`. */
export function childLine(item: CalendarItem, name: string): string | null {
  const words = copy.parent;
  if (item.key === 'studiebidrag' && item.date) {
    if (!item.applies) return words.studiebidrag.notYet(name, item.date);
    return item.receiver === 'you'
      ? words.studiebidrag.you(name, item.date)
      : words.studiebidrag.guardian(name, item.date);
  }
  if (item.key === 'fyller-18') {
    if (!item.date) return null;
    return item.applies ? words.eighteen.soon(name, item.date) : words.eighteen.done(name);
  }
  if (item.key === 'csn-studiemedel') return item.date ? words.autumn(name, item.date) : null;
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
