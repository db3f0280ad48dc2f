import { createFileRoute } from '@tanstack/react-router';

import { ServicesPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/vara-tjanster')({
  head: () => pageHead('services'),
  component: ServicesPage,
});
