import type { CalendarItem } from '@/data/remote/money-year';

/**
 * The calendar's order: what concerns the teen now first, each group by its next date (items
 * without a date last), ties in the server's order.
 */
export function orderCalendar(items: readonly CalendarItem[]): {
  forYou: CalendarItem[];
  later: CalendarItem[];
} {
  const byDate = (a: CalendarItem, b: CalendarItem) =>
    (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31');
  const sorted = [...items].sort(byDate);
  return {
    forYou: sorted.filter((item) => item.applies),
    later: sorted.filter((item) => !item.applies),
  };
}

/** The previous month's first day of an ISO date 'YYYY-MM-DD' ('2026-03-15' → '2026-02-01'). */
export function previousMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}
