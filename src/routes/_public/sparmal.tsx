import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/sparmal')({
  head: () => pageHead('savingsGoals'),
  component: SavingsGoalsPage,
});

function SavingsGoalsPage() {
  return <PageIntro page="savingsGoals" />;
}
