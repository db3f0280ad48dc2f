import { createFileRoute } from '@tanstack/react-router';

import { MemberShell } from '@/app/layouts/member-shell';
import { PublicLayout } from '@/app/layouts/public-layout';
import { waitForAuth } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

import { MemberHome } from './-member-home';

// '/' is public: visitors get the landing page, signed-in members their dashboard.
export const Route = createFileRoute('/')({
  beforeLoad: () => waitForAuth(),
  head: () => pageHead(useAuthStore.getState().user ? 'home' : 'landing'),
  component: HomeOrLanding,
});

function HomeOrLanding() {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (signedIn) {
    return (
      <MemberShell>
        <MemberHome />
      </MemberShell>
    );
  }
  return (
    <PublicLayout>
      <PageIntro page="landing" />
    </PublicLayout>
  );
}
