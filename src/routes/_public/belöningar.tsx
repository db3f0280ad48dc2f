import { createFileRoute } from '@tanstack/react-router';

import { RewardsPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/belöningar')({
  head: () => pageHead('rewards'),
  component: RewardsPage,
});
