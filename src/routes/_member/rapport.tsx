import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { ChildrenReportsPage, LearnedDonePage, reportCopy } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/_member/rapport')({
  head: () => pageHead('learnedDone'),
  component: LearnedDoneRoute,
});

/**
 * A teen's own report with her share switch; a guardian gets the reports her children share
 * with her, never the teen's page (issue 41 §6).
 */
function LearnedDoneRoute() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    // Cards side by side on a desktop: wider than the intro's column.
    <Stack gap="md" maw={1040}>
      <PageIntro page="learnedDone" intro={parent ? reportCopy.parent.intro : undefined} />
      {parent ? <ChildrenReportsPage /> : <LearnedDonePage />}
    </Stack>
  );
}
