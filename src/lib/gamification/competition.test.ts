import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthRange, weekRange } from '@/lib/dates';

import {
  competitionScore,
  daysLeftInMonth,
  goalPointsFor,
  goalProgressPoints,
  monthKey,
  prizeFor,
  PRIZES,
  rankEntries,
  type ScoreEvent,
} from './competition';

const utc = (iso: string) => new Date(iso);

describe('daysLeftInMonth (Stockholm calendar days, counting today)', () => {
  it.each([
    ['2026-11-01T12:00:00Z', 30, 'the 1st of a 30-day month'],
    ['2026-03-01T12:00:00Z', 31, 'the 1st of a 31-day month'],
    ['2026-02-28T23:30:00Z', 31, '23:30 UTC on 28 Feb is already 1 March in Stockholm'],
    ['2026-11-30T12:00:00Z', 1, 'the last day'],
    ['2026-11-30T22:59:59Z', 1, 'the last second of the last day'],
    ['2026-11-30T23:30:00Z', 31, '23:30 UTC on the last day is 1 December in Stockholm'],
    ['2026-10-31T22:30:00Z', 1, '23:30 on 31 Oct in Stockholm (winter time)'],
    ['2026-10-31T23:30:00Z', 30, '23:30 UTC on 31 Oct is 1 November in Stockholm'],
    ['2026-12-31T23:30:00Z', 31, 'New Year in Stockholm'],
    ['2026-03-28T23:30:00Z', 3, 'the night clocks go forward'],
    ['2026-03-29T10:00:00Z', 3, 'the 23-hour day'],
    ['2026-03-29T21:30:00Z', 3, 'late on the 23-hour day'],
    ['2026-10-25T00:30:00Z', 7, 'the night clocks go back (02:30 summer time)'],
    ['2026-10-25T01:30:00Z', 7, 'the repeated hour (02:30 winter time)'],
    ['2026-10-25T22:30:00Z', 7, 'late on the 25-hour day'],
    ['2026-10-25T23:30:00Z', 6, 'just after it'],
    ['2028-02-29T12:00:00Z', 1, 'a leap day is the last day of February'],
  ])('%s → %i (%s)', (iso, left) => expect(daysLeftInMonth(utc(iso))).toBe(left));
});

describe('monthKey', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-11'],
    ['2026-10-31T22:59:59Z', '2026-10'],
    ['2026-10-31T23:00:00Z', '2026-11'],
    ['2026-12-31T23:00:00Z', '2027-01'],
    ['2026-03-31T21:59:59Z', '2026-03'],
    ['2026-03-31T22:00:00Z', '2026-04'],
  ])('%s is in %s', (iso, key) => expect(monthKey(utc(iso))).toBe(key));
});

describe('goalProgressPoints', () => {
  it.each([
    [100_000, 29_000, 29, 'a percentage point per point'],
    [30_000, 29_900, 99, 'whole points, rounded down'],
    [10_000, 10_000, 100, 'a 100 kr goal scores'],
    [9_999, 9_999, 0, 'a goal under 100 kr does not score'],
    [50_000, 80_000, 100, 'at most 100 per goal'],
    [30_000, -5_000, 0, 'a net withdrawal is 0, not negative'],
    [30_000, 0, 0, 'nothing deposited'],
    [0, 100, 0, 'no target'],
    [-100, 100, 0, 'a broken target'],
    [Number.NaN, 100, 0, 'NaN target'],
  ])('target %i, deposited %i → %i (%s)', (targetOre, depositedOre, points) => {
    expect(goalProgressPoints({ targetOre, depositedOre })).toBe(points);
  });

  it('gives the same points for the same share, whatever the kronor', () => {
    expect(goalProgressPoints({ targetOre: 10_000, depositedOre: 5_000 })).toBe(50);
    expect(goalProgressPoints({ targetOre: 1_000_000, depositedOre: 500_000 })).toBe(50);
  });
});

describe('goalPointsFor', () => {
  it('counts only the best three goals, so many goals cannot farm points', () => {
    const goals = [10, 80, 30, 100, 50].map((share) => ({
      targetOre: 100_000,
      depositedOre: share * 1_000,
    }));
    expect(goalPointsFor(goals)).toBe(100 + 80 + 50);
  });

  it('ignores tiny goals even when there are few', () => {
    expect(
      goalPointsFor([
        { targetOre: 100, depositedOre: 100 },
        { targetOre: 20_000, depositedOre: 10_000 },
      ]),
    ).toBe(50);
  });
});

describe('competitionScore', () => {
  const events: ScoreEvent[] = [
    { kind: 'goal_deposit', amount: 10 },
    { kind: 'budget_kept', amount: 50 },
    { kind: 'lesson_completed', amount: 10 },
    { kind: 'quiz_passed', amount: 15 },
    { kind: 'no_spend_day', amount: 5 },
    { kind: 'streak_milestone', amount: 25 },
    { kind: 'goal_milestone', amount: 25 },
    { kind: 'goal_reached', amount: 100 },
    // Not competition kinds:
    { kind: 'purchase_logged', amount: 5 },
    { kind: 'course_completed', amount: 100 },
    { kind: 'task_approved', amount: 50 },
    { kind: 'made_up', amount: 1_000 },
  ];

  it('sums competition XP and goal progress', () => {
    expect(
      competitionScore(events, [
        { targetOre: 100_000, depositedOre: 29_000 },
        { targetOre: 50_000, depositedOre: 80_000 },
      ]),
    ).toEqual({ score: 240 + 129, xpPoints: 240, goalPoints: 129 });
  });

  it('is 0 for nothing', () => {
    expect(competitionScore([], [])).toEqual({ score: 0, xpPoints: 0, goalPoints: 0 });
  });

  it('clamps each event to what its kind can give', () => {
    expect(
      competitionScore(
        [
          { kind: 'goal_deposit', amount: 999 },
          { kind: 'goal_deposit', amount: -10 },
          { kind: 'goal_deposit', amount: Number.NaN },
          { kind: 'streak_milestone', amount: 250 },
        ],
        [],
      ).xpPoints,
    ).toBe(10 + 250);
  });

  it('counts only events inside the Stockholm month when given a period', () => {
    const november = monthRange(utc('2026-11-15T12:00:00Z'));
    const dated: ScoreEvent[] = [
      { kind: 'goal_deposit', amount: 10, at: '2026-10-31T22:59:59Z' }, // 23:59 31 Oct
      { kind: 'goal_deposit', amount: 10, at: '2026-10-31T23:00:00Z' }, // 00:00 1 Nov
      { kind: 'lesson_completed', amount: 10, at: utc('2026-11-30T22:59:59Z') },
      { kind: 'quiz_passed', amount: 15, at: '2026-11-30T23:00:00Z' }, // 1 Dec
      { kind: 'budget_kept', amount: 50 }, // no time: left out
    ];
    expect(competitionScore(dated, [], november).xpPoints).toBe(20);
  });

  it('works for an ISO week as well (across the autumn DST change)', () => {
    const week43 = weekRange(utc('2026-10-21T12:00:00Z')); // 169 hours
    const dated: ScoreEvent[] = [
      { kind: 'goal_deposit', amount: 10, at: '2026-10-18T22:00:00Z' }, // Mon 00:00 CEST
      { kind: 'goal_deposit', amount: 10, at: '2026-10-25T22:30:00Z' }, // Sun 23:30 CET
      { kind: 'goal_deposit', amount: 10, at: '2026-10-25T23:00:00Z' }, // next Mon 00:00 CET
    ];
    expect(competitionScore(dated, [], week43).xpPoints).toBe(20);
  });

  it.each<[string, ScoreEvent[], number]>([
    [
      'a second deposit on one Stockholm day gives nothing (ladder [10])',
      [
        { kind: 'goal_deposit', amount: 10, at: '2026-11-10T08:00:00Z' },
        { kind: 'goal_deposit', amount: 10, at: '2026-11-10T20:00:00Z' },
      ],
      10,
    ],
    [
      'deposits either side of Stockholm midnight are two days',
      [
        { kind: 'goal_deposit', amount: 10, at: '2026-11-10T22:59:00Z' }, // 23:59
        { kind: 'goal_deposit', amount: 10, at: '2026-11-10T23:01:00Z' }, // 00:01
      ],
      20,
    ],
    [
      'across the spring DST night the ladder follows the local day',
      [
        { kind: 'goal_deposit', amount: 10, at: '2026-03-28T22:30:00Z' }, // 23:30 CET on the 28th
        { kind: 'goal_deposit', amount: 10, at: '2026-03-29T21:30:00Z' }, // 23:30 CEST on the 29th
        { kind: 'goal_deposit', amount: 10, at: '2026-03-29T21:59:00Z' }, // same day
      ],
      20,
    ],
    [
      'a kept budget week counts once, by the week it names',
      [
        { kind: 'budget_kept', amount: 50, at: '2026-11-02T09:00:00Z', sourceId: '2026-W44' },
        { kind: 'budget_kept', amount: 50, at: '2026-11-02T10:00:00Z', sourceId: '2026-W45' },
        { kind: 'budget_kept', amount: 50, at: '2026-11-02T11:00:00Z', sourceId: '2026-W45' },
      ],
      100,
    ],
    [
      'no-spend days count by the date they name, not when they synced',
      [
        { kind: 'no_spend_day', amount: 5, at: '2026-11-12T09:00:00Z', sourceId: '2026-11-10' },
        { kind: 'no_spend_day', amount: 5, at: '2026-11-12T09:01:00Z', sourceId: '2026-11-11' },
        { kind: 'no_spend_day', amount: 5, at: '2026-11-12T09:02:00Z', sourceId: '2026-11-12' },
      ],
      15,
    ],
    [
      'goal XP of a goal under 100 kr does not score',
      [
        {
          kind: 'goal_reached',
          amount: 100,
          at: '2026-11-05T09:00:00Z',
          sourceId: 'g1',
          goalTargetOre: 9_999,
        },
        {
          kind: 'goal_reached',
          amount: 100,
          at: '2026-11-05T09:00:00Z',
          sourceId: 'g2',
          goalTargetOre: 10_000,
        },
      ],
      100,
    ],
    [
      'goal XP scores for the first three goals only',
      ['a', 'b', 'c', 'd'].map((goal, i) => ({
        kind: 'goal_milestone',
        amount: 25,
        at: `2026-11-0${i + 1}T09:00:00Z`,
        sourceId: `${goal}:25`,
      })),
      75,
    ],
    [
      'more milestones of a scoring goal keep scoring',
      [
        { kind: 'goal_milestone', amount: 25, at: '2026-11-01T09:00:00Z', sourceId: 'a:25' },
        { kind: 'goal_milestone', amount: 25, at: '2026-11-02T09:00:00Z', sourceId: 'a:50' },
        { kind: 'goal_reached', amount: 100, at: '2026-11-03T09:00:00Z', sourceId: 'a' },
      ],
      150,
    ],
  ])('mirrors the server: %s', (_, dated, xp) => {
    const november = monthRange(utc('2026-11-15T12:00:00Z'));
    const march = monthRange(utc('2026-03-15T12:00:00Z'));
    const period = String(dated[0]?.at).startsWith('2026-03') ? march : november;
    expect(competitionScore(dated, [], period).xpPoints).toBe(xp);
  });

  it('property: purchases never change the score', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { maxLength: 30 }), (amounts) => {
        const purchases = amounts.map((amount) => ({ kind: 'purchase_logged', amount }));
        expect(competitionScore([...events, ...purchases], [])).toEqual(
          competitionScore(events, []),
        );
      }),
    );
  });
});

describe('rankEntries', () => {
  it('ranks by score, then the earlier time, then name in Swedish order', () => {
    const ranked = rankEntries([
      { name: 'Östen', score: 300, reachedAt: '2026-11-10T10:00:00Z' },
      { name: 'Ali', score: 500, reachedAt: '2026-11-20T10:00:00Z' },
      { name: 'Bea', score: 300, reachedAt: '2026-11-09T10:00:00Z' },
      { name: 'Zlatan', score: 300, reachedAt: '2026-11-10T10:00:00Z' },
      { name: 'Åsa', score: 300, reachedAt: '2026-11-10T10:00:00Z' },
      { name: 'Ärla', score: 300, reachedAt: '2026-11-10T10:00:00Z' },
      { name: 'Cem', score: 100, reachedAt: null },
    ]);
    expect(ranked.map((r) => [r.position, r.name])).toEqual([
      [1, 'Ali'],
      [2, 'Bea'],
      [3, 'Zlatan'],
      [4, 'Åsa'],
      [5, 'Ärla'],
      [6, 'Östen'],
      [7, 'Cem'],
    ]);
  });

  it('puts an entry without a time after equal scores with one', () => {
    const ranked = rankEntries([
      { name: 'Adam', score: 50, reachedAt: null },
      { name: 'Bo', score: 50, reachedAt: Date.UTC(2026, 10, 5) },
      { name: 'Cia', score: 50 },
    ]);
    expect(ranked.map((r) => r.name)).toEqual(['Bo', 'Adam', 'Cia']);
  });

  it('gives distinct positions when everything is equal, keeping extra fields', () => {
    const ranked = rankEntries([
      { id: 'b', name: 'Sam', score: 10, reachedAt: '2026-11-01T00:00:00Z', level: 3 },
      { id: 'a', name: 'Sam', score: 10, reachedAt: '2026-11-01T00:00:00Z', level: 4 },
    ]);
    expect(ranked).toEqual([
      { id: 'a', name: 'Sam', score: 10, reachedAt: '2026-11-01T00:00:00Z', level: 4, position: 1 },
      { id: 'b', name: 'Sam', score: 10, reachedAt: '2026-11-01T00:00:00Z', level: 3, position: 2 },
    ]);
  });

  it('does not change its input', () => {
    const entries = [
      { name: 'B', score: 1 },
      { name: 'A', score: 2 },
    ];
    rankEntries(entries);
    expect(entries.map((e) => e.name)).toEqual(['B', 'A']);
  });

  it('property: positions are 1…n and scores never rise down the list', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('Ali', 'Åsa', 'Ärla', 'Bo', 'Zoe'),
            score: fc.nat(20),
            reachedAt: fc.option(fc.nat(1000), { nil: null }),
          }),
          { maxLength: 30 },
        ),
        (entries) => {
          const ranked = rankEntries(entries);
          expect(ranked.map((r) => r.position)).toEqual(entries.map((_, i) => i + 1));
          for (let i = 1; i < ranked.length; i++) {
            expect(ranked[i]!.score).toBeLessThanOrEqual(ranked[i - 1]!.score);
          }
        },
      ),
    );
  });
});

describe('prizes', () => {
  it('has the spec’s three prizes', () => {
    expect(PRIZES).toEqual([
      { position: 1, prize: '500 kr + hörlurar' },
      { position: 2, prize: '300 kr presentkort' },
      { position: 3, prize: '200 kr presentkort' },
    ]);
    expect(prizeFor(1)).toBe('500 kr + hörlurar');
    expect(prizeFor(3)).toBe('200 kr presentkort');
    expect(prizeFor(4)).toBeNull();
  });
});
