import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { MEMBER_COURSE_IDS } from '@/content';
import { CourseGrid } from '@/features/learning';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/kurser/medlemmar/')({
  head: () => pageHead('memberCourses'),
  component: MemberCoursesPage,
});

function MemberCoursesPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="memberCourses" />
      <CourseGrid courseIds={MEMBER_COURSE_IDS} />
    </Stack>
  );
}
