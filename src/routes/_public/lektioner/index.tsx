import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { FreeLessons } from '@/features/learning';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/lektioner/')({
  head: () => pageHead('lessons'),
  component: LessonsPage,
});

function LessonsPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="lessons" />
      <FreeLessons />
    </Stack>
  );
}
