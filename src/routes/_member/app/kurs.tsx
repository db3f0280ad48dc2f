import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/app/kurs')({
  head: () => pageHead('appCourse'),
  component: AppCoursePage,
});

function AppCoursePage() {
  return <PageIntro page="appCourse" />;
}
