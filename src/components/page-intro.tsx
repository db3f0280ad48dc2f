import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

import { pages, type PageId } from '@/content';

/** A page's heading and intro; the page's own feature fills in the rest below it. */
export function PageIntro({ page, children }: { page: PageId; children?: ReactNode }) {
  const { heading, intro } = pages[page];
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{heading}</Title>
      <Text size="lg" c="dimmed">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}
