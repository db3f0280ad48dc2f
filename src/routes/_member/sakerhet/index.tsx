import { createFileRoute } from '@tanstack/react-router';

import { pageHead, SecurityInfoPage } from '@/features/site';

export const Route = createFileRoute('/_member/sakerhet/')({
  head: () => pageHead('security'),
  component: SecurityInfoPage,
});
