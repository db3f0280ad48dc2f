import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';

import { MemberCelebrations } from '@/app/layouts/member-celebrations';
import { PublicLayout } from '@/app/layouts/public-layout';
import { NotFoundPage, pageHead, pageTitle } from '@/features/site';

export const Route = createRootRoute({
  head: () => pageHead('landing'),
  component: RootComponent,
  notFoundComponent: NotFound,
});

function RootComponent() {
  return (
    <>
      <HeadContent />
      <Outlet />
      {/* Above every layout, so a celebration stays put while the user moves between pages. */}
      <MemberCelebrations />
    </>
  );
}

function NotFound() {
  return (
    <PublicLayout>
      <title>{pageTitle('notFound')}</title>
      <NotFoundPage />
    </PublicLayout>
  );
}
