import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/kurser/publika/kurs')({
  head: () => pageHead('publicCourse'),
  component: PublicCoursePage,
});

function PublicCoursePage() {
  return <PageIntro page="publicCourse" />;
}
