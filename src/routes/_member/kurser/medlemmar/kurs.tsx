import { createFileRoute, useSearch } from '@tanstack/react-router';

import { listedCourseId, MEMBER_COURSE_IDS } from '@/content';
import { CoursePlayer, courseSearch } from '@/features/learning';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_member/kurser/medlemmar/kurs')({
  validateSearch: courseSearch,
  head: () => pageHead('memberCourse'),
  component: MemberCoursePage,
});

function MemberCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kurs, lektion } = courseSearch(useSearch({ strict: false }));
  return (
    <CoursePlayer
      page="/kurser/medlemmar/kurs"
      courseId={listedCourseId(MEMBER_COURSE_IDS, kurs)}
      lessonId={lektion}
    />
  );
}
