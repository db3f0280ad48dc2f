import { SimpleGrid, Stack } from '@mantine/core';

import { ChildAllowanceCard, ChildTasksCard, ParentHome } from '@/features/family';
import { Dashboard } from '@/features/gamification';
import { HandoverCard } from '@/features/handover';
import { BudgetCard, FirstGoalCard, GoalsSection } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';
import { useAuthStore } from '@/stores/auth-store';

/**
 * The member home at '/' and '/app': a parent gets her children first (the parent home); a teen
 * the dashboard composed with the money features.
 */
export function MemberHome() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  if (parent) {
    return (
      <ParentHome
        ownMoney={
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BudgetCard />
            <TransactionList />
          </SimpleGrid>
        }
      />
    );
  }
  return (
    <Dashboard
      budgetCard={<BudgetCard />}
      goalCard={<FirstGoalCard />}
      overviewExtra={
        <Stack gap="md">
          <HandoverCard />
          <ChildTasksCard />
          <ChildAllowanceCard />
          <GoalsSection skipFirstActive />
        </Stack>
      }
      transactions={<TransactionList />}
    />
  );
}
