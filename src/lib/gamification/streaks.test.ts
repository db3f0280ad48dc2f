import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addCalendarDays,
  addWeeksToKey,
  checkInStreak,
  dayNumber,
  isoWeekKeyOfDate,
  MAX_FREEZES,
  stockholmDate,
  stockholmWeek,
  weeklySavingStreak,
  weekNumber,
} from './streaks';

/** Every date from `from` to `to`, both included. */
function range(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) out.push(d);
  return out;
}

describe('stockholmDate / stockholmWeek (DST-safe, via lib/dates)', () => {
  it.each([
    ['2026-03-28T22:59:59Z', '2026-03-28', 'last second of Saturday before clocks go forward'],
    ['2026-03-28T23:30:00Z', '2026-03-29', '00:30 CET on the night of the change'],
    ['2026-03-29T21:59:59Z', '2026-03-29', 'the 23-hour day ends at 22:00 UTC'],
    ['2026-03-29T22:00:00Z', '2026-03-30', 'midnight CEST'],
    ['2026-10-24T21:59:59Z', '2026-10-24', 'last second before the 25-hour day'],
    ['2026-10-25T22:59:59Z', '2026-10-25', 'the 25-hour day ends at 23:00 UTC'],
    ['2026-10-25T23:00:00Z', '2026-10-26', 'midnight CET'],
    ['2026-10-31T23:30:00Z', '2026-11-01', 'month boundary'],
    ['2026-12-31T23:00:00Z', '2027-01-01', 'New Year in Stockholm, still 2026 in UTC'],
  ])('%s is %s (%s)', (iso, date) => {
    expect(stockholmDate(iso)).toBe(date);
    expect(stockholmDate(new Date(iso))).toBe(date);
  });

  it.each([
    ['2026-11-22T22:59:59Z', '2026-W47'],
    ['2026-11-22T23:00:00Z', '2026-W48'],
    ['2026-12-31T12:00:00Z', '2026-W53'],
    ['2027-01-03T22:59:59Z', '2026-W53'],
    ['2027-01-03T23:00:00Z', '2027-W01'],
    ['2026-03-29T01:30:00Z', '2026-W13'],
    ['2026-10-25T01:30:00Z', '2026-W43'],
  ])('%s is in %s', (iso, week) => expect(stockholmWeek(iso)).toBe(week));
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-12-31', '2026-W53'],
    ['2027-01-01', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2025-12-29', '2026-W01'],
    ['2025-12-28', '2025-W52'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-03-29', '2026-W13'],
    ['2026-10-25', '2026-W43'],
    ['2028-02-29', '2028-W09'],
  ])('isoWeekKeyOfDate(%s) = %s', (date, week) => expect(isoWeekKeyOfDate(date)).toBe(week));

  it('agrees with lib/dates for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        expect(isoWeekKeyOfDate(stockholmDate(ms))).toBe(stockholmWeek(ms));
      }),
    );
  });

  it.each([
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['igår', null],
  ])('dayNumber(%s) rejects a non-date', (date, n) => expect(dayNumber(date)).toBe(n));

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
  ])('addCalendarDays(%s, %i) = %s', (date, days, result) => {
    expect(addCalendarDays(date, days)).toBe(result);
  });

  it.each([
    ['2026-W53', 1, '2027-W01'],
    ['2027-W01', -1, '2026-W53'],
    ['2026-W01', -1, '2025-W52'],
    ['2025-W52', 1, '2026-W01'],
    ['2026-W47', 6, '2026-W53'],
  ])('addWeeksToKey(%s, %i) = %s', (key, weeks, result) => {
    expect(addWeeksToKey(key, weeks)).toBe(result);
  });

  it.each(['2025-W53', '2026-W00', '2026-W54', '2026-W7', '2026W07'])(
    'weekNumber(%s) is null',
    (key) => expect(weekNumber(key)).toBeNull(),
  );
});

describe('checkInStreak', () => {
  const today = '2026-11-22';

  it('is empty without check-ins', () => {
    expect(checkInStreak([], today)).toEqual({
      current: 0,
      longest: 0,
      freezesHeld: 0,
      freezesUsed: 0,
      alive: false,
      todayDone: false,
      runStart: null,
    });
  });

  it.each([
    ['only today', ['2026-11-22'], 1, 1, true, true],
    ['only yesterday: today is still open', ['2026-11-21'], 1, 1, true, false],
    ['the day before yesterday, no freeze: broken', ['2026-11-20'], 0, 1, false, false],
    ['yesterday and today', ['2026-11-21', '2026-11-22'], 2, 2, true, true],
    [
      'a gap without freezes starts over',
      ['2026-11-18', '2026-11-19', '2026-11-21'],
      1,
      2,
      true,
      false,
    ],
    ['duplicates count once', ['2026-11-22', '2026-11-22', '2026-11-21'], 2, 2, true, true],
    ['future days are ignored', ['2026-11-22', '2026-11-23', '2026-11-24'], 1, 1, true, true],
    ['bad dates are ignored', ['2026-11-22', '2026-02-30', 'igår', ''], 1, 1, true, true],
  ])('%s', (_, days, current, longest, alive, todayDone) => {
    const streak = checkInStreak(days, today);
    expect(streak).toMatchObject({ current, longest, alive, todayDone });
  });

  it('earns a freeze after 7 completed days', () => {
    // 15–21 Nov checked; today (22nd) is day 8 of the streak.
    expect(checkInStreak(range('2026-11-15', '2026-11-21'), today)).toMatchObject({
      current: 7,
      freezesHeld: 1,
      freezesUsed: 0,
      alive: true,
      runStart: '2026-11-15',
    });
    // Six days are not enough.
    expect(checkInStreak(range('2026-11-16', '2026-11-21'), today)).toMatchObject({
      current: 6,
      freezesHeld: 0,
    });
  });

  it('uses the freeze on a missed day without adding to the streak', () => {
    // 14–20 Nov checked, 21st missed (frozen), today open.
    expect(checkInStreak(range('2026-11-14', '2026-11-20'), today)).toMatchObject({
      current: 7,
      freezesHeld: 0,
      freezesUsed: 1,
      alive: true,
    });
    // …and the streak goes on after the frozen day.
    expect(
      checkInStreak(
        [...range('2026-11-01', '2026-11-07'), '2026-11-09', '2026-11-10'],
        '2026-11-10',
      ),
    ).toMatchObject({ current: 9, freezesHeld: 0, freezesUsed: 1, todayDone: true });
  });

  it('needs one freeze per missed day', () => {
    // 13–19 Nov: one freeze; 20th and 21st missed: the second miss ends the streak.
    expect(checkInStreak(range('2026-11-13', '2026-11-19'), today)).toMatchObject({
      current: 0,
      longest: 7,
      alive: false,
    });
    // 14 days earn two freezes: two missed days are covered…
    expect(checkInStreak(range('2026-11-01', '2026-11-14'), '2026-11-17')).toMatchObject({
      current: 14,
      freezesHeld: 0,
      freezesUsed: 2,
      alive: true,
    });
    // …three are not.
    expect(checkInStreak(range('2026-11-01', '2026-11-14'), '2026-11-18')).toMatchObject({
      current: 0,
      longest: 14,
      alive: false,
    });
  });

  it('holds at most two freezes', () => {
    expect(checkInStreak(range('2026-11-01', '2026-11-28'), '2026-11-29')).toMatchObject({
      current: 28,
      freezesHeld: MAX_FREEZES,
    });
    // With two held, three missed days still end the streak.
    expect(checkInStreak(range('2026-10-01', '2026-10-28'), '2026-11-01')).toMatchObject({
      current: 0,
      longest: 28,
    });
  });

  it('earns no freeze for a streak week with a frozen day', () => {
    // Week 1 (1–7 Nov) is full: a freeze, used on the 8th. Week 2 (8–14 Nov) has the frozen
    // 8th: no freeze, so missing the 15th ends the streak.
    const days = [...range('2026-11-01', '2026-11-07'), ...range('2026-11-09', '2026-11-14')];
    expect(checkInStreak(days, '2026-11-15')).toMatchObject({ current: 13, freezesHeld: 0 });
    expect(checkInStreak(days, '2026-11-16')).toMatchObject({ current: 0, longest: 13 });
  });

  it('gives a new streak no freezes from the old one', () => {
    const days = [...range('2026-10-01', '2026-10-14'), ...range('2026-10-18', '2026-10-21')];
    expect(checkInStreak(days, '2026-10-22')).toMatchObject({
      current: 4,
      longest: 14,
      freezesHeld: 0,
      runStart: '2026-10-18',
    });
  });

  it('counts Stockholm days across the spring DST change', () => {
    // 23:30 local each evening: 22:30 UTC in winter time, 21:30 UTC in summer time.
    const instants = [
      '2026-03-27T22:30:00Z',
      '2026-03-28T22:30:00Z',
      '2026-03-29T21:30:00Z',
      '2026-03-30T21:30:00Z',
    ];
    const days = instants.map(stockholmDate);
    expect(days).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(checkInStreak(days, '2026-03-30')).toMatchObject({ current: 4, todayDone: true });
    // Reading the 29th's evening as UTC+1 would have skipped the 29th.
    expect(stockholmDate('2026-03-29T22:30:00Z')).toBe('2026-03-30');
  });

  it('counts Stockholm days across the autumn DST change', () => {
    // 00:30 local each night: 22:30 UTC in summer time, 23:30 UTC in winter time.
    const instants = [
      '2026-10-23T22:30:00Z',
      '2026-10-24T22:30:00Z',
      '2026-10-25T23:30:00Z',
      '2026-10-26T23:30:00Z',
    ];
    const days = instants.map(stockholmDate);
    expect(days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(checkInStreak(days, '2026-10-28')).toMatchObject({ current: 4, todayDone: false });
  });

  it.each([
    ['month end', range('2026-10-30', '2026-11-02'), '2026-11-02', 4],
    ['year end', range('2026-12-30', '2027-01-02'), '2027-01-02', 4],
    ['leap day', range('2028-02-28', '2028-03-01'), '2028-03-01', 3],
    ['no leap day in 2027', ['2027-02-28', '2027-03-01'], '2027-03-01', 2],
    ['a long streak', range('2026-01-01', '2026-12-31'), '2026-12-31', 365],
  ])('runs over the %s', (_, days, todayDate, current) => {
    expect(checkInStreak(days, todayDate)).toMatchObject({ current, alive: true });
  });

  it('rejects a bad today', () => {
    expect(() => checkInStreak([], '2026-11-31')).toThrow(RangeError);
  });

  const history = fc
    .tuple(fc.uniqueArray(fc.nat(80), { maxLength: 60 }), fc.nat(80))
    .map(([offsets, extra]) => {
      const start = '2026-09-01'; // spans the October DST change and a month end
      return {
        today: addCalendarDays(start, 80),
        days: offsets.map((o) => addCalendarDays(start, o)),
        extra: addCalendarDays(start, extra),
      };
    });

  it('property: adding a check-in day never lowers current or longest', () => {
    fc.assert(
      fc.property(history, ({ today: t, days, extra }) => {
        const before = checkInStreak(days, t);
        const after = checkInStreak([...days, extra], t);
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.longest).toBeGreaterThanOrEqual(before.longest);
      }),
      { numRuns: 500 },
    );
  });

  it('property: the result is consistent', () => {
    fc.assert(
      fc.property(history, ({ today: t, days }) => {
        const s = checkInStreak(days, t);
        expect(s.current).toBeLessThanOrEqual(s.longest);
        expect(s.alive).toBe(s.current > 0);
        expect(s.freezesHeld).toBeGreaterThanOrEqual(0);
        expect(s.freezesHeld).toBeLessThanOrEqual(MAX_FREEZES);
        expect(s.todayDone).toBe(days.includes(t));
        expect(s.longest).toBeLessThanOrEqual(new Set(days).size);
        if (!s.alive) expect(s.runStart).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('property: three missed days before today always end the streak', () => {
    fc.assert(
      fc.property(history, ({ today: t, days }) => {
        const missed = [1, 2, 3].map((n) => addCalendarDays(t, -n));
        const kept = days.filter((d) => !missed.includes(d) && d !== t);
        expect(checkInStreak(kept, t).current).toBe(0);
      }),
    );
  });

  it('property: every day checked from a start gives that many', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (n) => {
        const days = range('2026-09-01', addCalendarDays('2026-09-01', n - 1));
        const last = days[days.length - 1]!;
        expect(checkInStreak(days, last).current).toBe(n);
        expect(checkInStreak(days, addCalendarDays(last, 1)).current).toBe(n);
      }),
    );
  });
});

describe('weeklySavingStreak', () => {
  it.each([
    ['none', [], '2026-W47', 0, 0],
    ['three weeks up to this week', ['2026-W45', '2026-W46', '2026-W47'], '2026-W47', 3, 3],
    ['up to last week: this week is open', ['2026-W45', '2026-W46', '2026-W47'], '2026-W48', 3, 3],
    ['two weeks ago is broken', ['2026-W45', '2026-W46', '2026-W47'], '2026-W49', 0, 3],
    ['across week 53', ['2026-W52', '2026-W53', '2027-W01'], '2027-W01', 3, 3],
    ['2025 has no week 53', ['2025-W52', '2026-W01', '2025-W53'], '2026-W01', 2, 2],
    [
      'longest is an older run',
      ['2026-W01', '2026-W02', '2026-W03', '2026-W10', '2026-W11'],
      '2026-W11',
      2,
      3,
    ],
    ['future weeks are ignored', ['2026-W47', '2026-W48'], '2026-W47', 1, 1],
    ['duplicates count once', ['2026-W47', '2026-W47'], '2026-W47', 1, 1],
  ])('%s', (_, weeks, thisWeek, current, longest) => {
    expect(weeklySavingStreak(weeks, thisWeek)).toEqual({ current, longest });
  });

  it('rejects a bad week key', () => {
    expect(() => weeklySavingStreak([], '2026-47')).toThrow(RangeError);
  });

  it('property: adding a week never lowers current or longest', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(60), { maxLength: 40 }), fc.nat(60), (offsets, extra) => {
        const week = (o: number) => addWeeksToKey('2026-W01', o);
        const thisWeek = week(60);
        const before = weeklySavingStreak(offsets.map(week), thisWeek);
        const after = weeklySavingStreak([...offsets, extra].map(week), thisWeek);
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.longest).toBeGreaterThanOrEqual(before.longest);
      }),
    );
  });
});
