import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';

import { MemberCelebrations } from '@/app/layouts/member-celebrations';
import { HydratingSuspense } from '@/components/hydration-gate';
import { pageHead } from '@/features/site';

// The root route is never split: its not-found page (with the visitors' frame) loads on use.
const NotFoundPage = lazy(() => import('./-not-found'));

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
    <HydratingSuspense>
      <NotFoundPage />
    </HydratingSuspense>
  );
}
