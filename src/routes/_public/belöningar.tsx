import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/belöningar')({
  head: () => pageHead('rewards'),
  component: RewardsPage,
});

function RewardsPage() {
  return <PageIntro page="rewards" />;
}
