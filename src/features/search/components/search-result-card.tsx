import { Badge, Card, Group, Stack, Text } from '@mantine/core';

import { HighlightedText } from '@/components/highlighted-text';
import { HrefAnchor } from '@/components/href-link';
import type { ResultCategory, SearchResult } from '@/lib/search';

const CATEGORY_COLOR: Record<ResultCategory, string> = {
  Sparande: 'slantis',
  Budget: 'teal',
  'Första jobbet': 'ember',
  Investeringar: 'violet',
  Lån: 'blue',
  Försäkringar: 'indigo',
  Kurs: 'gray',
  Lektion: 'gray',
  Sida: 'gray',
};

type Props = { result: SearchResult; onOpen: (result: SearchResult) => void };

/** One hit: the linked title, category badge, description and a snippet from the text. */
export function SearchResultCard({ result, onOpen }: Props) {
  const { highlights } = result;

  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <HrefAnchor href={result.href} onOpen={() => onOpen(result)} fw={700} size="lg" lh={1.3}>
            <HighlightedText text={result.title} ranges={highlights.title} />
          </HrefAnchor>
          <Badge variant="light" color={CATEGORY_COLOR[result.category]} style={{ flexShrink: 0 }}>
            {result.category}
          </Badge>
        </Group>
        <Text size="sm">
          <HighlightedText text={result.description} ranges={highlights.description} />
        </Text>
        {highlights.snippet && (
          <Text size="sm" c="dimmed">
            <HighlightedText text={highlights.snippet.text} ranges={highlights.snippet.ranges} />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
