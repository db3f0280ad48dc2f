import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/kundtjanst')({
  head: () => pageHead('support'),
  component: SupportPage,
});

function SupportPage() {
  return <PageIntro page="support" />;
}
