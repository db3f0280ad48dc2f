import { createFileRoute, useSearch } from '@tanstack/react-router';

import { listedCourseId, PUBLIC_COURSE_IDS } from '@/content';
import { CoursePlayer, courseSearch } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/kurser/publika/kurs')({
  validateSearch: courseSearch,
  head: () => pageHead('publicCourse'),
  component: PublicCoursePage,
});

function PublicCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kurs, lektion } = courseSearch.parse(useSearch({ strict: false }));
  return (
    <CoursePlayer
      page="/kurser/publika/kurs"
      courseId={listedCourseId(PUBLIC_COURSE_IDS, kurs)}
      lessonId={lektion}
    />
  );
}
