import { describe, expect, it } from 'vitest';

import { checkBudgetAmount, checkGoalForm, checkGoalMoney } from './goal-form';

const kr = (ore: number) => `${ore / 100} kr`;

describe('checkGoalForm', () => {
  it('accepts a goal with and without a date', () => {
    expect(checkGoalForm({ title: ' Cykel ', target: '5 000', targetDate: '' })).toEqual({
      ok: true,
      value: { title: 'Cykel', targetOre: 500_000, targetDate: null },
    });
    expect(checkGoalForm({ title: 'Resa', target: '100', targetDate: '2026-08-01' })).toMatchObject(
      {
        ok: true,
        value: { targetDate: '2026-08-01' },
      },
    );
  });

  it.each([
    [{ title: '' }, { title: 'Skriv vad du sparar till' }],
    [{ title: 'x'.repeat(101) }, { title: 'Namnet får vara max 100 tecken' }],
    [{ target: '' }, { target: 'Ange ett belopp' }],
    [{ target: '0' }, { target: 'Målbeloppet måste vara större än 0 kr' }],
    [{ target: '-3' }, { target: 'Belopp kan inte vara negativt' }],
    [{ targetDate: '1 maj' }, { targetDate: 'Ange datumet som ÅÅÅÅ-MM-DD' }],
  ])('%o gives %o', (change, errors) => {
    const values = { title: 'Cykel', target: '100', targetDate: '', ...change };
    expect(checkGoalForm(values)).toEqual({ ok: false, errors });
  });
});

describe('checkGoalMoney', () => {
  it.each([
    ['100', 'deposit', 0, { ok: true, ore: 10_000 }],
    ['100', 'withdraw', 10_000, { ok: true, ore: 10_000 }],
    [
      '100,01',
      'withdraw',
      10_000,
      { ok: false, error: 'Du kan bara ta ut det du har sparat: 100 kr.' },
    ],
    ['0', 'deposit', 0, { ok: false, error: 'Beloppet måste vara större än 0 kr' }],
    ['', 'deposit', 0, { ok: false, error: 'Ange ett belopp' }],
  ] as const)('%s (%s, saved %i)', (amount, direction, saved, expected) => {
    expect(checkGoalMoney(amount, direction, saved, kr)).toEqual(expected);
  });
});

describe('checkBudgetAmount', () => {
  it.each([
    ['1200', { ok: true, ore: 120_000 }],
    ['0', { ok: false, error: 'Budgeten måste vara större än 0 kr' }],
    ['12,345', { ok: false, error: 'Belopp får ha max 2 decimaler' }],
  ])('%s', (amount, expected) => expect(checkBudgetAmount(amount)).toEqual(expected));
});
