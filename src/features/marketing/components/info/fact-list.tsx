import { Stack, Text } from '@mantine/core';

import type { Fact } from '../../content-types';

/** Term and explanation pairs as a description list. */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <Stack component="dl" gap="sm" maw={720} m={0}>
      {items.map((fact) => (
        <div key={fact.term}>
          <Text component="dt" fw={700}>
            {fact.term}
          </Text>
          <Text component="dd" m={0}>
            {fact.text}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
