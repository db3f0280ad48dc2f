import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/rewards';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/belöningar')({
  head: () => pageHead('rewards'),
  component: () => <ContentPage page="rewards" content={page} />,
});
