import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/app/')({
  head: () => pageHead('home'),
  component: AppHomePage,
});

function AppHomePage() {
  return <PageIntro page="home" />;
}
