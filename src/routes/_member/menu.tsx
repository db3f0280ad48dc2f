import { createFileRoute } from '@tanstack/react-router';

import { LinkButton } from '@/components/link-button';
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
      <LinkButton to="/familj" variant="light" w="fit-content" size="md">
        Familj
      </LinkButton>
      <InstallCard />
      <LogoutButton w="fit-content" size="md" />
    </PageIntro>
  );
}
