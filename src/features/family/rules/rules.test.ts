import { describe, expect, it } from 'vitest';

import type { Insights } from '../api/family-api';
import { NOTHING_SHARED } from '../test-fixtures';
import { groupCode, inviteLink, normalizeCode } from './invite-code';
import { weeklySummary } from './summary';
import { isOverdue, orderTasks } from './task-order';

describe('invite codes', () => {
  it.each([
    ['abcd-efgh 2345', 'ABCDEFGH2345', 'ABCD-EFGH-2345'],
    [' ABCD EFGH 2345 ', 'ABCDEFGH2345', 'ABCD-EFGH-2345'],
    ['abcdefgh2345', 'ABCDEFGH2345', 'ABCD-EFGH-2345'],
  ])('%j → %s → %s', (raw, normal, grouped) => {
    expect(normalizeCode(raw)).toBe(normal);
    expect(groupCode(raw)).toBe(grouped);
  });
  it('links to /familj with the code', () => {
    expect(inviteLink('https://slantis.se', 'ABCDEFGH2345')).toBe(
      'https://slantis.se/familj?kod=ABCD-EFGH-2345',
    );
  });
});

const base: Insights = {
  child: { user_id: 'c', display_name: 'Elsa L.', first_name: 'Elsa', age_group: 'under18' },
  shared: { spending: true, goals: true, learning: true },
  weeks: [
    {
      week: '2026-W48',
      monday: '2026-11-23',
      spent_ore: 35000,
      by_category: { food: 20000, transport: 15000 },
      budget_ore: 120000,
      budget_kept: null,
    },
  ],
  goals: [],
  learning: {
    lessons_completed: 12,
    lessons_this_week: 2,
    quizzes_passed: 10,
    courses_completed: 1,
    courses_total: 6,
  },
  streak: { check_in: 36, alive: true, saving_weeks: 6 },
  xp: { total: 2840, level: 7 },
  tasks: { waiting: 1, open: 2, approved_this_week: 0 },
};
const labels = { food: 'Mat & Dryck', transport: 'Transport' };
const week = base.weeks![0]!;

describe('weeklySummary', () => {
  it.each<[string, Insights, string]>([
    [
      'everything shared',
      base,
      'Elsa har handlat för 350 kr den här veckan, mest Mat & Dryck. Budgeten på 1 200 kr håller hittills. Elsa har klarat 2 lektioner den här veckan. Just nu en svit på 36 dagar i rad. Ett uppdrag väntar på ditt godkännande.',
    ],
    [
      'over budget, no purchases learning-wise',
      {
        ...base,
        weeks: [{ ...week, spent_ore: 130000, budget_ore: 120000 }],
        learning: { ...base.learning!, lessons_this_week: 1 },
        streak: { ...base.streak, check_in: 1 },
        tasks: { ...base.tasks, waiting: 0 },
      },
      'Elsa har handlat för 1 300 kr den här veckan, mest Mat & Dryck. Budgeten på 1 200 kr är överskriden. Elsa har klarat 1 lektion den här veckan.',
    ],
    [
      'nothing bought, no budget',
      {
        ...base,
        weeks: [{ ...week, spent_ore: 0, by_category: {}, budget_ore: null }],
        learning: null,
        streak: { ...base.streak, check_in: 0 },
        tasks: { ...base.tasks, waiting: 0 },
      },
      'Elsa har inte skrivit upp några köp den här veckan.',
    ],
    [
      'an adult sharing nothing (no streak, level or XP either)',
      {
        ...base,
        ...NOTHING_SHARED,
        tasks: { ...base.tasks, waiting: 0 },
      },
      'Inget nytt från Elsa den här veckan än.',
    ],
    [
      'an adult sharing nothing, with a task waiting',
      {
        ...base,
        ...NOTHING_SHARED,
      },
      'Ett uppdrag väntar på ditt godkännande.',
    ],
  ])('%s', (_label, insights, expected) => {
    expect(weeklySummary(insights, labels).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});

describe('child task order', () => {
  const t = (status: 'open' | 'done' | 'approved' | 'rejected', dueDate: string | null) => ({
    status,
    dueDate,
  });
  it('puts what to do first (rejected, then open by date), then waiting, then approved', () => {
    const tasks = [
      t('approved', null),
      t('open', null),
      t('done', '2026-11-20'),
      t('open', '2026-11-25'),
      t('rejected', '2026-11-30'),
    ];
    expect(orderTasks(tasks)).toEqual([
      t('rejected', '2026-11-30'),
      t('open', '2026-11-25'),
      t('open', null),
      t('done', '2026-11-20'),
      t('approved', null),
    ]);
  });
  it('shows the most recently approved tasks first, in the server order of changes, not by due date', () => {
    const approved = (title: string, dueDate: string | null, serverSeq: number) => ({
      title,
      status: 'approved' as const,
      dueDate,
      serverSeq,
    });
    const tasks = [
      approved('Diska', '2026-10-01', 12),
      approved('Handla', '2026-11-20', 40),
      approved('Städa', null, 25),
    ];
    expect(orderTasks(tasks).map((task) => task.title)).toEqual(['Handla', 'Städa', 'Diska']);
  });
  it.each([
    [t('open', '2026-11-22'), true],
    [t('rejected', '2026-11-01'), true],
    [t('open', '2026-11-23'), false],
    [t('done', '2026-11-01'), false],
    [t('open', null), false],
  ])('%j overdue on 2026-11-23: %s', (task, expected) => {
    expect(isOverdue(task, '2026-11-23')).toBe(expected);
  });
});
