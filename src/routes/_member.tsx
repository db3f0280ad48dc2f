import { createFileRoute, Outlet } from '@tanstack/react-router';

import { MemberShell } from '@/app/layouts/member-shell';
import { requireMember } from '@/features/auth';

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ location }) => requireMember(location),
  component: MemberFrame,
});

function MemberFrame() {
  return (
    <MemberShell>
      <Outlet />
    </MemberShell>
  );
}
