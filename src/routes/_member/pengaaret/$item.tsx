import { createFileRoute, useParams } from '@tanstack/react-router';

import { MoneyYearItem } from '@/features/money-year';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_member/pengaaret/$item')({
  head: () => pageHead('moneyYear'),
  component: MoneyYearItemRoute,
});

function MoneyYearItemRoute() {
  // Read loosely: the router's inferred params for this route degrade to any.
  const { item }: { item?: string } = useParams({ strict: false });
  return <MoneyYearItem itemKey={item ?? ''} />;
}
