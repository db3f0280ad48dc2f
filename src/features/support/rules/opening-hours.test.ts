import { describe, expect, it } from 'vitest';

import { CALLBACK_HOURS, channelState } from './opening-hours';

// Instants in UTC; Stockholm is UTC+1 in winter and UTC+2 in summer.
describe('channelState (phone, weekdays 08–18 Swedish time)', () => {
  it.each([
    ['2026-11-23T07:00:00Z', 'Monday 08:00 CET', { open: true }],
    ['2026-11-23T06:59:00Z', 'Monday 07:59 CET', { open: false, next: 'kl. 08:00' }],
    ['2026-11-23T16:59:00Z', 'Monday 17:59 CET', { open: true }],
    ['2026-11-23T17:00:00Z', 'Monday 18:00 CET', { open: false, next: 'i morgon 08:00' }],
    ['2026-11-27T17:30:00Z', 'Friday 18:30 CET', { open: false, next: 'mån 08:00' }],
    ['2026-11-28T10:00:00Z', 'Saturday', { open: false, next: 'mån 08:00' }],
    ['2026-11-29T22:00:00Z', 'Sunday 23:00 CET', { open: false, next: 'i morgon 08:00' }],
    ['2026-06-15T06:30:00Z', 'Monday 08:30 CEST', { open: true }],
    ['2026-06-15T16:30:00Z', 'Monday 18:30 CEST', { open: false, next: 'i morgon 08:00' }],
    [
      '2026-03-30T05:59:00Z',
      'Monday 07:59 CEST, the day after DST',
      { open: false, next: 'kl. 08:00' },
    ],
  ] as const)('%s (%s)', (instant, _label, expected) => {
    expect(channelState(CALLBACK_HOURS, new Date(instant))).toEqual(expected);
  });
});
