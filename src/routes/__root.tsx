import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';

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
