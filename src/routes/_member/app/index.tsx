import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '@/features/site';

import { MemberHome } from '../../-member-home';

export const Route = createFileRoute('/_member/app/')({
  head: () => pageHead('home'),
  component: MemberHome,
});
