import { Stack } from '@mantine/core';

import { ChildAllowanceCard, ChildTasksCard } from '@/features/family';
import { DashboardMore } from '@/features/gamification';
import { HandoverCard } from '@/features/handover';
import { GoalsSection } from '@/features/money-goals';
import { MoneyYearLinks } from '@/features/money-year';
import { TransactionList } from '@/features/transactions';

/** The teen's home below its first screen, loaded once that screen is on show. */
export default function MemberHomeMore() {
  return (
    <DashboardMore
      overviewExtra={
        <Stack gap="md">
          <HandoverCard />
          <ChildTasksCard />
          <ChildAllowanceCard />
          <GoalsSection skipFirstActive />
          <MoneyYearLinks home />
        </Stack>
      }
      transactions={<TransactionList />}
    />
  );
}
