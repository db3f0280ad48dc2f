import { lazy, Suspense } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';

import { ChildAllowanceCard, ChildTasksCard } from '@/features/family';
import { Dashboard } from '@/features/gamification';
import { HandoverCard } from '@/features/handover';
import { BudgetCard, FirstGoalCard, GoalsSection } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';
import { useAuthStore } from '@/stores/auth-store';

// A teen's start (the installed app, offline too) does not load the parents' home.
const ParentHome = lazy(() =>
  import('@/features/family/components/parent-home').then((module) => ({
    default: module.ParentHome,
  })),
);

/**
 * The member home at '/' and '/app': a parent gets her children first (the parent home); a teen
 * the dashboard composed with the money features.
 */
export function MemberHome() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  if (parent) {
    return (
      <Suspense fallback={null}>
        <ParentHome
          ownMoney={
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BudgetCard />
              <TransactionList />
            </SimpleGrid>
          }
        />
      </Suspense>
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
