import { createFileRoute, useSearch } from '@tanstack/react-router';

import { COURSE_PAGES } from '@/content';
import { CoursePlayer, lessonSearch } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_member/sakerhet/kurs')({
  validateSearch: lessonSearch,
  head: () => pageHead('securityCourse'),
  component: SecurityCoursePage,
});

function SecurityCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { lektion } = lessonSearch(useSearch({ strict: false }));
  return (
    <CoursePlayer
      page="/sakerhet/kurs"
      courseId={COURSE_PAGES['/sakerhet/kurs']}
      lessonId={lektion}
    />
  );
}
