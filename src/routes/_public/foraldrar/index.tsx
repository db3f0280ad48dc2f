import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/foraldrar/')({
  head: () => pageHead('parents'),
  component: ParentsPage,
});

function ParentsPage() {
  return <PageIntro page="parents" />;
}
