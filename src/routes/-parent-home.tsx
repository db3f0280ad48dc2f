import { SimpleGrid } from '@mantine/core';

import { ParentHome } from '@/features/family';
import { BudgetCard } from '@/features/money-goals';
import { TransactionList } from '@/features/transactions';

/** A guardian's home: her children first, then her own money. Loaded only for guardians. */
export default function ParentHomePage() {
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
