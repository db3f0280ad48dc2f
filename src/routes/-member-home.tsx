import { Stack } from '@mantine/core';

import { ChildTasksCard, FamilyHomeCard } from '@/features/family';
import { Dashboard } from '@/features/gamification';
import { BudgetCard, FirstGoalCard, GoalsSection } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';
import { useAuthStore } from '@/stores/auth-store';

/** The member dashboard at '/' and '/app': the dashboard composed with the money features. */
export function MemberHome() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    <Dashboard
      budgetCard={<BudgetCard />}
      goalCard={<FirstGoalCard />}
      overviewExtra={
        <Stack gap="md">
          {parent ? <FamilyHomeCard /> : <ChildTasksCard />}
          <GoalsSection skipFirstActive />
        </Stack>
      }
      transactions={<TransactionList />}
    />
  );
}
