import { describe, expect, it } from 'vitest';

import type { CalendarItem } from '@/data/remote/money-year';

import { orderCalendar, previousMonth } from './calendar';

const item = (key: CalendarItem['key'], date: string | null, applies: boolean): CalendarItem => ({
  key,
  date,
  applies,
  receiver: null,
});

describe('orderCalendar', () => {
  it('puts what concerns the teen first, each group by date, dateless last', () => {
    const { forYou, later } = orderCalendar([
      item('sommarjobb', '2027-05-01', true),
      item('lonespecifikation', null, true),
      item('studiebidrag', '2026-11-30', true),
      item('csn-studiemedel', '2029-08-01', false),
      item('fritidskortet', '2026-11-30', false),
    ]);
    expect(forYou.map((i) => i.key)).toEqual(['studiebidrag', 'sommarjobb', 'lonespecifikation']);
    expect(later.map((i) => i.key)).toEqual(['fritidskortet', 'csn-studiemedel']);
  });
});

describe('previousMonth', () => {
  it.each([
    ['2026-03-15', '2026-02-01'],
    ['2026-01-01', '2025-12-01'],
    ['2026-12-31', '2026-11-01'],
  ])('%s → %s', (day, expected) => {
    expect(previousMonth(day)).toBe(expected);
  });
});
