import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/ungdomskonto')({
  head: () => pageHead('youthAccount'),
  component: YouthAccountPage,
});

function YouthAccountPage() {
  return <PageIntro page="youthAccount" />;
}
