import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/faq')({
  head: () => pageHead('faq'),
  component: FaqPage,
});

function FaqPage() {
  return <PageIntro page="faq" />;
}
