import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

import { pages, type PageId } from '@/content';

/**
 * A page's heading and intro; the page's own feature fills in the rest below it. `intro` replaces
 * the page's own for a reader it was not written for (a guardian on a teen's page).
 */
export function PageIntro({
  page,
  intro = pages[page].intro,
  children,
}: {
  page: PageId;
  intro?: string;
  children?: ReactNode;
}) {
  const { heading } = pages[page];
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
