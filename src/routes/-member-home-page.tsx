import { MemberShell } from '@/app/layouts/member-shell';

import { MemberHome } from './-member-home';

/** The signed-in '/': loaded only for members, so visitors' landing page stays light. */
export default function MemberHomePage() {
  return (
    <MemberShell>
      <MemberHome />
    </MemberShell>
  );
}
