import { parseKr, type Ore } from '@/lib/money';

import { budgetCopy, goalsCopy } from '../copy';

const copy = goalsCopy.form;

export type GoalFormValues = { title: string; target: string; targetDate: string };
export type GoalFormErrors = Partial<Record<keyof GoalFormValues, string>>;
export type CheckedGoal = { title: string; targetOre: Ore; targetDate: string | null };

export function checkGoalForm(
  values: GoalFormValues,
): { ok: true; value: CheckedGoal } | { ok: false; errors: GoalFormErrors } {
  const errors: GoalFormErrors = {};
  const title = values.title.trim();
  if (title.length === 0) errors.title = copy.titleRequired;
  else if (title.length > 100) errors.title = copy.titleTooLong;

  const target = parseKr(values.target);
  if (!target.ok) errors.target = target.error;
  else if (target.ore === 0) errors.target = copy.targetMustBePositive;

  const targetDate = values.targetDate.trim();
  if (targetDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(targetDate))
    errors.targetDate = copy.badDate;

  if (Object.keys(errors).length > 0 || !target.ok) return { ok: false, errors };
  return { ok: true, value: { title, targetOre: target.ore, targetDate: targetDate || null } };
}

/** A deposit or withdrawal amount; a withdrawal can't take out more than is saved. */
export function checkGoalMoney(
  amount: string,
  direction: 'deposit' | 'withdraw',
  savedOre: Ore,
  formatSaved: (ore: Ore) => string,
): { ok: true; ore: Ore } | { ok: false; error: string } {
  const parsed = parseKr(amount);
  if (!parsed.ok) return parsed;
  if (parsed.ore === 0) return { ok: false, error: goalsCopy.money.mustBePositive };
  if (direction === 'withdraw' && parsed.ore > savedOre) {
    return { ok: false, error: goalsCopy.money.tooMuch(formatSaved(savedOre)) };
  }
  return { ok: true, ore: parsed.ore };
}

/** The weekly budget amount: a positive kr amount. */
export function checkBudgetAmount(
  amount: string,
): { ok: true; ore: Ore } | { ok: false; error: string } {
  const parsed = parseKr(amount);
  if (!parsed.ok) return parsed;
  if (parsed.ore === 0) return { ok: false, error: budgetCopy.mustBePositive };
  return { ok: true, ore: parsed.ore };
}
