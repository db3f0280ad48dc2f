import { createFileRoute } from '@tanstack/react-router';
import page from 'virtual:page/privacy';

import { ContentPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/integritetspolicy')({
  head: () => pageHead('privacy'),
  component: () => <ContentPage page="privacy" content={page} />,
});
