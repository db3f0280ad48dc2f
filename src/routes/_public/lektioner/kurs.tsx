import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/lektioner/kurs')({
  head: () => pageHead('lessonsCourse'),
  component: LessonsCoursePage,
});

function LessonsCoursePage() {
  return <PageIntro page="lessonsCourse" />;
}
