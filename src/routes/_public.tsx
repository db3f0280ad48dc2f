import { createFileRoute, Outlet } from '@tanstack/react-router';

import { PublicLayout } from '@/app/layouts/public-layout';

export const Route = createFileRoute('/_public')({
  component: PublicFrame,
});

function PublicFrame() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
