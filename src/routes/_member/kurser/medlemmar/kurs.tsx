import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/kurser/medlemmar/kurs')({
  head: () => pageHead('memberCourse'),
  component: MemberCoursePage,
});

function MemberCoursePage() {
  return <PageIntro page="memberCourse" />;
}
