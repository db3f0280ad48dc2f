export { BudgetCard } from './components/budget-card';
export { FirstGoalCard } from './components/first-goal-card';
export { GoalsSection } from './components/goals-section';
export { budgetCopy, goalsCopy } from './copy';
