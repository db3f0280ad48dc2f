import { createFileRoute } from '@tanstack/react-router';

import { NotificationsPage } from '@/features/notifications';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/aviseringar')({
  head: () => pageHead('notifications'),
  component: () => (
    <PageIntro page="notifications">
      <NotificationsPage />
    </PageIntro>
  ),
});
