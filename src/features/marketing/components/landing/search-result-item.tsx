import { Badge, Card, Group, Stack, Text } from '@mantine/core';

import { HrefAnchor } from '@/components/href-link';
import type { SearchResult } from '@/lib/search';

import { landingCopy } from '../../copy/landing';

const KIND_COLOR = { course: 'slantis', lesson: 'blue', page: 'gray' } as const;

/** One hit: its linked title, whether it is a course, a lesson or a page, and a short text. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  // Lessons quote their text around the match; a page's or course's indexed text is only for
  // finding it (headings and list items run together), so it is not shown.
  const snippet = result.kind === 'lesson' ? result.highlights.snippet?.text : undefined;
  return (
    <Card component="li" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <HrefAnchor href={result.href} fw={700} size="lg" lh={1.3}>
            {result.title}
          </HrefAnchor>
          <Badge variant="light" color={KIND_COLOR[result.kind]} style={{ flexShrink: 0 }}>
            {landingCopy.search.kinds[result.kind]}
          </Badge>
        </Group>
        <Text size="sm">{result.description}</Text>
        {snippet && (
          <Text size="sm" c="dimmed">
            {snippet}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
