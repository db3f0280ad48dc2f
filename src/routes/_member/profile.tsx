import { createFileRoute } from '@tanstack/react-router';

import { LogoutButton } from '@/features/auth';
import { InstallCard } from '@/features/install';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/profile')({
  head: () => pageHead('profile'),
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <PageIntro page="profile">
      <InstallCard />
      <LogoutButton w="fit-content" size="md" />
    </PageIntro>
  );
}
