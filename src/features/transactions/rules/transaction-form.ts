import type { Category, TransactionType } from '@/data/types';
import { moneyErrors, parseKr, type Ore } from '@/lib/money';

import { categoriesFor } from '../categories';
import { transactionsCopy } from '../copy';

export type TransactionFormValues = {
  type: TransactionType;
  /** As typed, in kr ('149,50'). */
  amount: string;
  description: string;
  category: Category | null;
};

export type TransactionFormErrors = Partial<Record<'amount' | 'description' | 'category', string>>;

export type CheckedTransaction = {
  type: TransactionType;
  category: Category;
  description: string;
  amountOre: Ore;
};

export type TransactionFormResult =
  | { ok: true; value: CheckedTransaction }
  | {
      ok: false;
      errors: TransactionFormErrors;
      /** Some required field is empty: the form shows 'Alla fält måste fyllas i'. */
      missing: boolean;
    };

export const MAX_DESCRIPTION_LENGTH = 200;

/** Spec §5: amount 0–1 000 000 kr with max 2 decimals, description 1–200, category required. */
export function checkTransactionForm(values: TransactionFormValues): TransactionFormResult {
  const errors: TransactionFormErrors = {};
  let missing = false;

  const amount = parseKr(values.amount);
  if (!amount.ok) {
    errors.amount = amount.error;
    if (amount.error === moneyErrors.empty) missing = true;
  } else if (amount.ore === 0) {
    errors.amount = transactionsCopy.errors.amountZero;
  }

  const description = values.description.trim();
  if (description.length === 0) {
    errors.description = transactionsCopy.errors.descriptionRequired;
    missing = true;
  } else if (description.length > MAX_DESCRIPTION_LENGTH) {
    errors.description = transactionsCopy.errors.descriptionTooLong;
  }

  const category = values.category;
  if (category === null || !categoriesFor(values.type).includes(category)) {
    errors.category = transactionsCopy.errors.categoryRequired;
    missing = true;
  }

  if (Object.keys(errors).length > 0 || !amount.ok || category === null) {
    return { ok: false, errors, missing };
  }
  return { ok: true, value: { type: values.type, category, description, amountOre: amount.ore } };
}
