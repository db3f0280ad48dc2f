import { createFileRoute, useSearch } from '@tanstack/react-router';

import { listedCourseId, PUBLIC_COURSE_IDS } from '@/content';
import { CoursePlayer, courseSearch } from '@/features/learning';
import { pageHead } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/_public/kurser/publika/kurs')({
  validateSearch: courseSearch,
  loaderDeps: ({ search }) => courseSearch(search),
  // Imported on demand: the catalogue and lesson loading stay out of the entry chunk.
  loader: async ({ deps, cause }) =>
    (await import('@/features/learning/course-page-loader')).loadPublicCoursePage(deps, {
      signedIn: Boolean(useAuthStore.getState().user),
      waitForLesson: cause !== 'stay',
    }),
  head: ({ loaderData }) => loaderData?.head ?? pageHead('publicCourse'),
  component: PublicCoursePage,
});

function PublicCoursePage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kurs, lektion } = courseSearch(useSearch({ strict: false }));
  return (
    <CoursePlayer
      page="/kurser/publika/kurs"
      courseId={listedCourseId(PUBLIC_COURSE_IDS, kurs)}
      lessonId={lektion}
    />
  );
}
