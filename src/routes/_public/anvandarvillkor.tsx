import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/terms';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/anvandarvillkor')({
  head: () => pageHead('terms'),
  component: () => <ContentPage page="terms" content={page} />,
});
