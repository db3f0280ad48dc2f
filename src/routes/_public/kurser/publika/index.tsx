import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { PUBLIC_COURSE_IDS } from '@/content';
import { CourseGrid } from '@/features/learning';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/kurser/publika/')({
  head: () => pageHead('publicCourses'),
  component: PublicCoursesPage,
});

function PublicCoursesPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="publicCourses" />
      <CourseGrid courseIds={PUBLIC_COURSE_IDS} />
    </Stack>
  );
}
