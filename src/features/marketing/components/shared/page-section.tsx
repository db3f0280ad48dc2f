import { useId, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

type Props = { heading: string; intro?: string; children: ReactNode };

/** A page section: a landmark-free <section> named by its h2. */
export function PageSection({ heading, intro, children }: Props) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
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
