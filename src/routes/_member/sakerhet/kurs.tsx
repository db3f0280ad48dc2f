import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/sakerhet/kurs')({
  head: () => pageHead('securityCourse'),
  component: SecurityCoursePage,
});

function SecurityCoursePage() {
  return <PageIntro page="securityCourse" />;
}
