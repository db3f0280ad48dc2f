import type { ReactNode } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { pages, type PageId } from '@/content';

import classes from '../marketing.module.css';

type Props = {
  page: PageId;
  /** Calls to action under the intro. */
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
  /** More content under the intro (e.g. the landing page's audience tabs). */
  children?: ReactNode;
};

/** The top of a marketing page: the page's h1 and intro from the site copy, and its actions. */
export function PageHero({ page, actions, aside, children }: Props) {
  const { heading, intro } = pages[page];
  const text = (
    <Stack gap="md" justify="center">
      <Title order={1} className={classes.heroTitle}>
        {heading}
      </Title>
      <Text size="lg" maw={640}>
        {intro}
      </Text>
      {children}
      {actions && (
        <Group gap="sm" mt="xs">
          {actions}
        </Group>
      )}
    </Stack>
  );
  return (
    <div className={classes.hero}>
      {aside ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {text}
          {aside}
        </SimpleGrid>
      ) : (
        text
      )}
    </div>
  );
}
