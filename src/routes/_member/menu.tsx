import { createFileRoute } from '@tanstack/react-router';

import { LogoutButton } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/menu')({
  head: () => pageHead('menu'),
  component: MenuPage,
});

function MenuPage() {
  return (
    <PageIntro page="menu">
      <LogoutButton w="fit-content" size="md" />
    </PageIntro>
  );
}
