import { createFileRoute, useSearch } from '@tanstack/react-router';

import { COURSE_PAGES } from '@/content';
import { CoursePlayer, lessonSearch } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/lektioner/kurs')({
  validateSearch: lessonSearch,
  head: () => pageHead('lessonsCourse'),
  component: LessonsCoursePage,
});

function LessonsCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { lektion } = lessonSearch(useSearch({ strict: false }));
  return (
    <CoursePlayer
      page="/lektioner/kurs"
      courseId={COURSE_PAGES['/lektioner/kurs']}
      lessonId={lektion}
    />
  );
}
