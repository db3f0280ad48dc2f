import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A labelled list of cards (each card renders its own <li>), or a line saying it is empty. */
export function CardList({
  label,
  empty,
  children,
}: {
  label: string;
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
