import { createFileRoute } from '@tanstack/react-router';

import { TermsPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/anvandarvillkor')({
  head: () => pageHead('terms'),
  component: TermsPage,
});
