import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** A card that is a section of its page: its heading (an h2 the size of an h3), then its content. */
export function SectionCard({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h3">
          {heading}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
