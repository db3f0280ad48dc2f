import { createFileRoute } from '@tanstack/react-router';

import { SecurityInfoPage } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_member/sakerhet/')({
  head: () => pageHead('security'),
  component: SecurityInfoPage,
});
