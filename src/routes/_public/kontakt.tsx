import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '@/features/site';
import { ContactPage } from '@/features/support';

export const Route = createFileRoute('/_public/kontakt')({
  head: () => pageHead('contact'),
  component: ContactPage,
});
