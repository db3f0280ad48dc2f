import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/menu')({
  head: () => pageHead('menu'),
  component: MenuPage,
});

function MenuPage() {
  return <PageIntro page="menu" />;
}
