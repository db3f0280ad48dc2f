import { createFileRoute } from '@tanstack/react-router';

import { SavingsGoalsPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/sparmal')({
  head: () => pageHead('savingsGoals'),
  component: SavingsGoalsPage,
});
