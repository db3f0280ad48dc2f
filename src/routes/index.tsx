import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { PublicLayout } from '@/app/layouts/public-layout';
import { waitForAuth } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

const MemberHomePage = lazy(() => import('./-member-home-page'));

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
      <Suspense>
        <MemberHomePage />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <PageIntro page="landing" />
    </PublicLayout>
  );
}
