import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/lar-dig-mer')({
  head: () => pageHead('learn'),
  component: LearnPage,
});

function LearnPage() {
  return <PageIntro page="learn" />;
}
