import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/lektioner/')({
  head: () => pageHead('lessons'),
  component: LessonsPage,
});

function LessonsPage() {
  return <PageIntro page="lessons" />;
}
