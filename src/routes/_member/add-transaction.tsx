import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';
import { AddTransactionForm } from '@/features/transactions';

export const Route = createFileRoute('/_member/add-transaction')({
  head: () => pageHead('addTransaction'),
  component: AddTransactionPage,
});

function AddTransactionPage() {
  return (
    <PageIntro page="addTransaction">
      <AddTransactionForm />
    </PageIntro>
  );
}
