import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/investeringar')({
  head: () => pageHead('investments'),
  component: InvestmentsPage,
});

function InvestmentsPage() {
  return <PageIntro page="investments" />;
}
