import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { HANDOVER_PAGE_TITLE, HandoverPage } from '@/features/handover';

export const Route = createFileRoute('/_member/du-ar-18')({
  head: () => ({ meta: [{ title: HANDOVER_PAGE_TITLE }] }),
  component: HandoverRoute,
});

/** Its heading is the person's: an adult child, a teen under 18 or a guardian (HandoverPage). */
function HandoverRoute() {
  return (
    <Stack gap="lg" maw={640}>
      <HandoverPage />
    </Stack>
  );
}
