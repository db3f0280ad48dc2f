import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/investments';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/investeringar')({
  head: () => pageHead('investments'),
  component: () => <ContentPage page="investments" content={page} />,
});
