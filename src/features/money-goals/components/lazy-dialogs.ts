import { lazy } from 'react';

// The money dialogs load when opened (render them inside <Suspense>), not with the home's first
// screen: with them come Mantine's Modal, focus trap and scroll lock.
export const BudgetModal = lazy(() =>
  import('./budget-modal').then((module) => ({ default: module.BudgetModal })),
);
export const GoalMoneyModal = lazy(() =>
  import('./goal-money-modal').then((module) => ({ default: module.GoalMoneyModal })),
);
export const GoalFormModal = lazy(() =>
  import('./goal-form-modal').then((module) => ({ default: module.GoalFormModal })),
);
// A goal beyond the plan's limit (issue 43) is rare: its card comes when there is one.
export const LockedGoalCard = lazy(() =>
  import('./locked-goal-card').then((module) => ({ default: module.LockedGoalCard })),
);
