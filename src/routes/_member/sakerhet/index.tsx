import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/sakerhet/')({
  head: () => pageHead('security'),
  component: SecurityPage,
});

function SecurityPage() {
  return <PageIntro page="security" />;
}
