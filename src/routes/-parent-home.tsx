import { SimpleGrid } from '@mantine/core';

import { TwoFactorCard } from '@/features/auth';
import { ParentHome } from '@/features/family';
import { BudgetCard } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';

/**
 * A guardian's home: her children first, then two-factor, then her own money. Loaded only for
 * guardians.
 */
export default function ParentHomePage() {
  return (
    <ParentHome
      security={<TwoFactorCard />}
      ownMoney={
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <BudgetCard />
          <TransactionList />
        </SimpleGrid>
      }
    />
  );
}
