import { createFileRoute, useSearch } from '@tanstack/react-router';

import { COURSE_PAGES } from '@/content';
import { CoursePlayer, lessonSearch } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_member/app/kurs')({
  validateSearch: lessonSearch,
  head: () => pageHead('appCourse'),
  component: AppCoursePage,
});

function AppCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { lektion } = lessonSearch(useSearch({ strict: false }));
  return <CoursePlayer page="/app/kurs" courseId={COURSE_PAGES['/app/kurs']} lessonId={lektion} />;
}
