import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';

import type { SearchResult } from '@/lib/search';

import { usePagedList } from './use-paged-list';

type Props = {
  results: readonly SearchResult[];
  /** The search the results are for: a new one starts over at the first page. */
  query: string;
  /** '12 träffar för "spara"': shown above the list (screen readers hear the live status). */
  status: string;
  /** The list's accessible name. */
  label: string;
  /** Results shown at first and added by each 'Visa fler'. */
  pageSize: number;
  showMoreLabel: (hidden: number) => string;
  /** One result as a list item (`<li>`). */
  renderResult: (result: SearchResult) => ReactNode;
  /** The 'Visa fler' button's look: centred and light, or left and plain. */
  moreButton?: 'centered' | 'start';
  maw?: number;
};

/** A site search's result list: the count, the hits a page at a time and 'Visa fler'. */
export function SearchResults({
  results,
  query,
  status,
  label,
  pageSize,
  showMoreLabel,
  renderResult,
  moreButton = 'centered',
  maw,
}: Props) {
  const paged = usePagedList(results, pageSize, query);
  return (
    <Stack gap="sm" maw={maw}>
      <Text fw={600} size="sm" c="dimmed" aria-hidden>
        {status}
      </Text>
      <Stack
        component="ol"
        gap="sm"
        aria-label={label}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {paged.visible.map(renderResult)}
      </Stack>
      {paged.hiddenCount > 0 && (
        <Button
          variant={moreButton === 'centered' ? 'light' : 'default'}
          radius="xl"
          h={44}
          style={{ alignSelf: moreButton === 'centered' ? 'center' : 'flex-start' }}
          onClick={paged.showMore}
        >
          {showMoreLabel(paged.hiddenCount)}
        </Button>
      )}
    </Stack>
  );
}
