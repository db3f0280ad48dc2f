import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { SearchForm } from '@/components/search-form';
import { SearchResults } from '@/components/search-results';

import { landingCopy } from '../../copy/landing';
import { useVisitorSearch } from '../../hooks/use-visitor-search';
import classes from '../marketing.module.css';
import { SearchResultItem } from './search-result-item';

const copy = landingCopy.search;
/** The section's anchor: the header's search for visitors opens '/#sok'. */
const SEARCH_ANCHOR = 'sok';
/** Results shown at first and added by 'Visa fler'. */
const PAGE_SIZE = 5;

type Props = {
  /** The ?q= search param. */
  query: string;
  onQueryChange: (query: string) => void;
};

/**
 * Quick search for visitors (spec §2 'quick-search shortcuts'): a search box and the shortcuts
 * Veckopeng, Sparmål … Results show right here and lead only to pages a visitor can open – not
 * to the members-only /search.
 */
export function QuickSearch({ query, onQueryChange }: Props) {
  const results = useVisitorSearch(query);

  // The box follows the URL when it changes from outside (a shortcut, the back button).
  const [input, setInput] = useState(query);
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    setInput(query);
  }

  const status = results ? copy.count(results.length, query) : '';

  // Opened as the site's search (the header's, '/#sok'): the section comes into view once it is
  // drawn, which on a first visit is after the router looked for the anchor.
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${SEARCH_ANCHOR}`) section.current?.scrollIntoView();
  }, []);

  return (
    <Stack
      ref={section}
      gap="md"
      component="section"
      id={SEARCH_ANCHOR}
      aria-labelledby="quick-search-heading"
      style={{ scrollMarginTop: 88 }}
    >
      <Stack gap={4}>
        <Title order={2} id="quick-search-heading">
          {copy.heading}
        </Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>

      <SearchForm
        label={copy.label}
        placeholder={copy.placeholder}
        submitLabel={copy.submit}
        value={input}
        onChange={setInput}
        onSubmit={() => onQueryChange(input.trim())}
        maxLength={100}
        maw={640}
      />

      <Group gap="xs" component="ul" aria-label={copy.shortcutsLabel} className={classes.plainList}>
        {copy.shortcuts.map((shortcut) => {
          const active = query.toLowerCase() === shortcut.toLowerCase();
          return (
            <li key={shortcut}>
              <Button
                variant={active ? 'filled' : 'light'}
                radius="xl"
                h={44}
                aria-pressed={active}
                onClick={() => onQueryChange(shortcut)}
              >
                {shortcut}
              </Button>
            </li>
          );
        })}
      </Group>

      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>

      {results && results.length > 0 && (
        <SearchResults
          results={results}
          query={query}
          status={status}
          label={copy.resultsLabel}
          pageSize={PAGE_SIZE}
          showMoreLabel={copy.showMore}
          renderResult={(result) => <SearchResultItem key={result.id} result={result} />}
          moreButton="start"
          maw={760}
        />
      )}

      {results && results.length === 0 && (
        <Card maw={760}>
          <Stack gap="sm" align="flex-start">
            <Title order={3} size="h4">
              {copy.emptyTitle(query)}
            </Title>
            <Text>{copy.emptyText}</Text>
            <LinkButton to="/lar-dig-mer" variant="light">
              {copy.browseAll}
            </LinkButton>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
