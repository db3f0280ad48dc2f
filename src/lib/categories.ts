/**
 * The transaction categories (spec §3): their ids, as stored locally and on the server, and
 * their Swedish names. Expenses take any but 'income'; income takes only 'income'.
 */
export const EXPENSE_CATEGORIES = [
  'shopping',
  'food',
  'transport',
  'housing',
  'entertainment',
  'health',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type Category = ExpenseCategory | 'income';

export const categoryLabels: Record<Category, string> = {
  shopping: 'Shopping',
  food: 'Mat & Dryck',
  transport: 'Transport',
  housing: 'Boende',
  entertainment: 'Nöje',
  health: 'Hälsa',
  income: 'Inkomst',
};
