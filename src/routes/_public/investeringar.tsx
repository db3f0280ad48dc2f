import { createFileRoute } from '@tanstack/react-router';

import { InvestmentsPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/investeringar')({
  head: () => pageHead('investments'),
  component: InvestmentsPage,
});
