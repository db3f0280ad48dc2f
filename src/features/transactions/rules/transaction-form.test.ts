import { describe, expect, it } from 'vitest';

import { checkTransactionForm, type TransactionFormValues } from './transaction-form';

const valid: TransactionFormValues = {
  type: 'expense',
  amount: '149,50',
  description: '  Lunch  ',
  category: 'food',
};

describe('checkTransactionForm', () => {
  it('accepts a valid expense and gives öre and a trimmed description', () => {
    expect(checkTransactionForm(valid)).toEqual({
      ok: true,
      value: { type: 'expense', category: 'food', description: 'Lunch', amountOre: 14_950 },
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'Ange ett belopp' }, true],
    [{ amount: '-5' }, { amount: 'Belopp kan inte vara negativt' }, false],
    [{ amount: '1000001' }, { amount: 'Belopp får inte överstiga 1 000 000 kr' }, false],
    [{ amount: '1,505' }, { amount: 'Belopp får ha max 2 decimaler' }, false],
    [{ amount: '0' }, { amount: 'Beloppet måste vara större än 0 kr' }, false],
    [{ description: '   ' }, { description: 'Beskrivning krävs' }, true],
    [
      { description: 'x'.repeat(201) },
      { description: 'Beskrivning får vara max 200 tecken' },
      false,
    ],
    [{ category: null }, { category: 'Välj en kategori' }, true],
    [{ type: 'income' as const }, { category: 'Välj en kategori' }, true],
    [{ category: 'income' as const }, { category: 'Välj en kategori' }, true],
  ])('%o gives %o (missing: %s)', (change, errors, missing) => {
    expect(checkTransactionForm({ ...valid, ...change })).toEqual({ ok: false, errors, missing });
  });

  it('accepts income only with the income category', () => {
    const result = checkTransactionForm({ ...valid, type: 'income', category: 'income' });
    expect(result.ok).toBe(true);
  });

  it('allows exactly 200 characters and 1 000 000 kr', () => {
    const result = checkTransactionForm({
      ...valid,
      amount: '1 000 000',
      description: 'x'.repeat(200),
    });
    expect(result.ok && result.value.amountOre).toBe(100_000_000);
  });
});
