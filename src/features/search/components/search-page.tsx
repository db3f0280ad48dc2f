import { IconHistory, IconTrendingUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { SearchForm } from '@/components/search-form';
import { SearchResults } from '@/components/search-results';
import {
  SEARCH_CATEGORIES,
  type SearchDocument,
  type SearchResult,
  type TopicCategory,
} from '@/lib/search';

import { searchCopy as copy } from '../copy';
import { useSearchIndex } from '../hooks/use-search-index';
import { addRecentSearch, clearRecentSearches, useRecentSearches } from '../recent-searches';
import classes from './search-page.module.css';
import { SearchResultCard } from './search-result-card';

/** How long typing must pause before the URL (and the results) follow, in ms. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Results shown at first and added by 'Visa fler'. */
const PAGE_SIZE = 10;

type Props = {
  /** The `q` search param. */
  query: string;
  /** The category filter search param. */
  category?: TopicCategory;
  /** Sets `q` in the URL (replace: no new history entry). */
  onQueryChange: (query: string, options: { replace: boolean }) => void;
  onCategoryChange: (category: TopicCategory | undefined) => void;
  /** More documents to search, e.g. the site's pages (given by the route). */
  extraDocuments?: readonly SearchDocument[];
};

/** Spec §2 search page: search box, popular and recent searches, categories and results. */
export function SearchPage({
  query,
  category,
  onQueryChange,
  onCategoryChange,
  extraDocuments,
}: Props) {
  const index = useSearchIndex(extraDocuments);
  const recent = useRecentSearches();

  // The box follows the URL when it changes from outside (back button, a link); typing goes to
  // the URL after a short pause.
  const [input, setInput] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  const [pushed, setPushed] = useState<string | null>(null);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== pushed) setInput(query);
  }

  useEffect(() => {
    const value = input.trim();
    if (value === query) return;
    const timer = window.setTimeout(() => {
      setPushed(value);
      onQueryChange(value, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, query, onQueryChange]);

  const searchNow = (value: string, replace: boolean) => {
    const trimmed = value.trim();
    setInput(trimmed);
    setPushed(trimmed);
    if (trimmed !== query) onQueryChange(trimmed, { replace });
    addRecentSearch(trimmed);
  };

  const results: SearchResult[] | null = useMemo(() => {
    if (query) return index.search(query, { category });
    if (category) return index.browse(category);
    return null;
  }, [index, query, category]);

  const status = results ? copy.count(results.length, query, category) : '';
  const pick = (value: string) => searchNow(value, false);

  const categories = (
    <Stack gap="xs" component="section" aria-labelledby="search-categories">
      <Title order={2} size="h5" id="search-categories">
        {copy.categoriesHeading}
      </Title>
      {/* With results on a phone the filters stay on one line that scrolls sideways. */}
      <Group
        gap="xs"
        role="group"
        aria-label={copy.categoriesLabel}
        className={results ? classes.filterRow : undefined}
      >
        {SEARCH_CATEGORIES.map((name) => {
          const active = category === name;
          return (
            <Button
              key={name}
              variant={active ? 'filled' : 'default'}
              radius="xl"
              h={44}
              aria-pressed={active}
              onClick={() => onCategoryChange(active ? undefined : name)}
            >
              {name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{copy.heading}</Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>

      <SearchForm
        label={copy.label}
        placeholder={copy.placeholder}
        submitLabel={copy.submit}
        value={input}
        onChange={setInput}
        onSubmit={() => searchNow(input, true)}
        maxLength={200}
        keyboardSubmitsOnPhones
      />

      {/* Announced when the results change; shown below as a plain line. */}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>

      {results && categories}

      {results && results.length > 0 && (
        <SearchResults
          results={results}
          query={`${query}|${category}`}
          status={status}
          label={copy.resultsLabel}
          pageSize={PAGE_SIZE}
          showMoreLabel={copy.showMore}
          renderResult={(result) => (
            <SearchResultCard
              key={result.id}
              result={result}
              onOpen={() => (query ? addRecentSearch(query) : undefined)}
            />
          )}
        />
      )}

      {results && results.length === 0 && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {query ? copy.emptyHeading(query) : status}
            </Title>
            <Text>{category ? copy.emptyCategoryText : copy.emptyText}</Text>
            {category && (
              <Button variant="light" radius="xl" onClick={() => onCategoryChange(undefined)}>
                {copy.clearCategory}
              </Button>
            )}
            <SuggestionChips
              items={copy.popular}
              icon="popular"
              label={copy.popularHeading}
              onPick={pick}
            />
            <LinkButton to="/lar-dig-mer" radius="xl" mt="xs">
              {copy.browseAll}
            </LinkButton>
          </Stack>
        </Card>
      )}

      {!results && (
        <>
          <Stack gap="xs" component="section" aria-labelledby="search-popular">
            <Title order={2} size="h5" id="search-popular">
              {copy.popularHeading}
            </Title>
            <SuggestionChips
              items={copy.popular}
              icon="popular"
              label={copy.popularHeading}
              onPick={pick}
            />
          </Stack>
          {recent.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="search-recent">
              <Group justify="space-between" align="center">
                <Title order={2} size="h5" id="search-recent">
                  {copy.recentHeading}
                </Title>
                <Button
                  variant="subtle"
                  size="compact-md"
                  h={44}
                  aria-label={copy.clearRecentLabel}
                  onClick={clearRecentSearches}
                >
                  {copy.clearRecent}
                </Button>
              </Group>
              <SuggestionChips
                items={recent}
                icon="recent"
                label={copy.recentHeading}
                onPick={pick}
              />
            </Stack>
          )}
          {categories}
        </>
      )}
    </Stack>
  );
}

function SuggestionChips({
  items,
  icon,
  label,
  onPick,
}: {
  items: readonly string[];
  icon: 'popular' | 'recent';
  label: string;
  onPick: (value: string) => void;
}) {
  const Icon = icon === 'popular' ? IconTrendingUp : IconHistory;
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <li key={item}>
          <Button
            variant="light"
            color={icon === 'popular' ? 'slantis' : 'gray'}
            radius="xl"
            h={44}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => onPick(item)}
          >
            {item}
          </Button>
        </li>
      ))}
    </Group>
  );
}
