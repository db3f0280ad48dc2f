import { Dashboard } from '@/features/dashboard';
import { BudgetCard, FirstGoalCard, GoalsSection } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';

/** The member dashboard at '/' and '/app': the dashboard composed with the money features. */
export function MemberHome() {
  return (
    <Dashboard
      budgetCard={<BudgetCard />}
      goalCard={<FirstGoalCard />}
      overviewExtra={<GoalsSection skipFirstActive />}
      transactions={<TransactionList />}
    />
  );
}
