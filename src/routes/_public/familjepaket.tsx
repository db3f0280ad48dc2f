import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/familyPlan';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/familjepaket')({
  head: () => pageHead('familyPlan'),
  component: () => <ContentPage page="familyPlan" content={page} />,
});
