import { createFileRoute } from '@tanstack/react-router';

import { ScamDrillsPage } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/bedragerier')({
  head: () => pageHead('scamDrills'),
  component: () => (
    <PageIntro page="scamDrills">
      <ScamDrillsPage />
    </PageIntro>
  ),
});
