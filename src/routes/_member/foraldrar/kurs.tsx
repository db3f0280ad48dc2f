import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/foraldrar/kurs')({
  head: () => pageHead('familyCourse'),
  component: FamilyCoursePage,
});

function FamilyCoursePage() {
  return <PageIntro page="familyCourse" />;
}
