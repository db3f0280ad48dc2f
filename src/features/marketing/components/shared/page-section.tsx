import { useId, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

import classes from '../marketing.module.css';

type Props = {
  heading: string;
  intro?: string;
  /** The section's fragment id, for links such as a table of contents (#rattigheter). */
  anchor?: string;
  children: ReactNode;
};

/** A page section: a landmark-free <section> named by its h2. */
export function PageSection({ heading, intro, anchor, children }: Props) {
  const id = useId();
  return (
    <Stack
      component="section"
      id={anchor}
      aria-labelledby={id}
      gap="md"
      className={anchor ? classes.anchored : undefined}
    >
      <Stack gap={4}>
        <Title order={2} id={id}>
          {heading}
        </Title>
        {intro && (
          <Text c="dimmed" maw={720}>
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
