import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/kurser/publika/')({
  head: () => pageHead('publicCourses'),
  component: PublicCoursesPage,
});

function PublicCoursesPage() {
  return <PageIntro page="publicCourses" />;
}
