import { createFileRoute } from '@tanstack/react-router';
import { Stack, Title } from '@mantine/core';

import { HANDOVER_PAGE_TITLE, handoverCopy, HandoverPage } from '@/features/handover';

export const Route = createFileRoute('/_member/du-ar-18')({
  head: () => ({ meta: [{ title: HANDOVER_PAGE_TITLE }] }),
  component: HandoverRoute,
});

function HandoverRoute() {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{handoverCopy.heading}</Title>
      <HandoverPage />
    </Stack>
  );
}
