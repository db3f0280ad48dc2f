import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/kurser/medlemmar/')({
  head: () => pageHead('memberCourses'),
  component: MemberCoursesPage,
});

function MemberCoursesPage() {
  return <PageIntro page="memberCourses" />;
}
