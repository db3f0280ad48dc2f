import { describe, expect, it } from 'vitest';

import { CALLBACK_RULES, callbackDays, callbackWhen } from './callback-hours';

// Instants in UTC; Stockholm is UTC+1 in winter and UTC+2 in summer.
describe('callbackDays', () => {
  it('starts at least 30 minutes ahead, on the half hour, and ends at 18:00', () => {
    const days = callbackDays(new Date('2026-11-24T08:05:00Z')); // Tuesday 09:05 CET
    expect(days[0]).toMatchObject({ date: '2026-11-24', label: 'i dag' });
    expect(days[0]!.slots[0]).toEqual({ start: '2026-11-24T09:00:00.000Z', label: '10:00–10:30' });
    expect(days[0]!.slots.at(-1)).toEqual({
      start: '2026-11-24T16:30:00.000Z',
      label: '17:30–18:00',
    });
    expect(days[1]).toMatchObject({ date: '2026-11-25', label: 'i morgon' });
    expect(days[1]!.slots).toHaveLength(20);
  });

  it('skips the weekend and a day with no slot left, and stops after 14 days', () => {
    const days = callbackDays(new Date('2026-11-27T16:40:00Z')); // Friday 17:40 CET
    expect(days[0]).toMatchObject({ date: '2026-11-30', label: 'måndag 30 november' });
    expect(
      days.every((day) => !['lördag', 'söndag'].some((name) => day.label.startsWith(name))),
    ).toBe(true);
    const last = new Date(days.at(-1)!.slots.at(-1)!.start).getTime();
    expect(last).toBeLessThanOrEqual(
      new Date('2026-11-27T16:40:00Z').getTime() + CALLBACK_RULES.daysAhead * 86_400_000,
    );
  });

  it('keeps Swedish time across the change to summer time', () => {
    const days = callbackDays(new Date('2026-03-27T12:00:00Z')); // Friday before the change
    const monday = days.find((day) => day.date === '2026-03-30')!;
    expect(monday.slots[0]).toEqual({ start: '2026-03-30T06:00:00.000Z', label: '08:00–08:30' });
  });
});

describe('callbackWhen', () => {
  it('says the day and time in Swedish, as the database does', () => {
    expect(callbackWhen('2026-12-01T09:00:00Z')).toBe('tisdag 1 december kl. 10:00');
  });
});
