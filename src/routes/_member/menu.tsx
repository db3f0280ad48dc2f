import { createFileRoute } from '@tanstack/react-router';

import { LogoutButton } from '@/features/auth';
import { InstallCard } from '@/features/install';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/menu')({
  head: () => pageHead('menu'),
  component: MenuPage,
});

function MenuPage() {
  return (
    <PageIntro page="menu">
      <InstallCard />
      <LogoutButton w="fit-content" size="md" />
    </PageIntro>
  );
}
