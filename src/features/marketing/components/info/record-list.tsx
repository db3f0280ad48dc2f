import { Paper, Stack, Title } from '@mantine/core';

import type { Fact } from '../../content-types';
import { FactList } from './fact-list';

type Props = { items: readonly { title: string; facts: readonly Fact[] }[] };

/** Titled cards of term/explanation pairs (one per kind of data on /integritetspolicy). */
export function RecordList({ items }: Props) {
  return (
    <Stack gap="md" maw={720}>
      {items.map((item) => (
        <Paper key={item.title} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {item.title}
            </Title>
            <FactList items={item.facts} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
