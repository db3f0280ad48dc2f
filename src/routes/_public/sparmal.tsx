import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/savingsGoals';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/sparmal')({
  head: () => pageHead('savingsGoals'),
  component: () => <ContentPage page="savingsGoals" content={page} />,
});
