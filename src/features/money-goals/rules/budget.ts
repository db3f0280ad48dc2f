import type { Ore } from '@/lib/money';

export type CardVariant = 'default' | 'success' | 'warning';

export type BudgetStatus = {
  variant: CardVariant;
  /** 0–100 for the progress bar (capped at 100). */
  percent: number;
  /** Öre left this week (0 when over). */
  leftOre: Ore;
  /** Öre spent beyond the budget (0 when within). */
  overOre: Ore;
};

/** Spec §4, §9: the budget card warns when the used amount exceeds 80 % of the total. */
export function budgetStatus(usedOre: Ore, totalOre: Ore): BudgetStatus {
  const warning = usedOre * 5 > totalOre * 4;
  const percent = totalOre > 0 ? Math.min(100, (usedOre / totalOre) * 100) : usedOre > 0 ? 100 : 0;
  return {
    variant: warning ? 'warning' : 'default',
    percent,
    leftOre: Math.max(0, totalOre - usedOre),
    overOre: Math.max(0, usedOre - totalOre),
  };
}
