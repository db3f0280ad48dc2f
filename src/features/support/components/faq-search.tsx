import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Accordion, ActionIcon, Stack, Text, TextInput } from '@mantine/core';

import { HighlightedText } from '@/components/highlighted-text';
import { HydrationGate } from '@/components/hydration-gate';

import { supportCopy } from '../copy';
import { FAQ_ENTRIES } from '../faq-content';
import { useAnswerPromise } from '../hooks/use-answer-promise';
import { searchFaq } from '../rules/faq-search';
import classes from './support.module.css';

const copy = supportCopy.search;
const entriesById = new Map(FAQ_ENTRIES.map((entry) => [entry.id, entry]));

/**
 * Search over the FAQ as the user types: the matching questions with their words marked and a
 * quote from the answer; a question opens to its whole answer. With no query, nothing is shown
 * here and the page shows every topic.
 */
export function FaqSearch({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const hits = useMemo(() => searchFaq(query), [query]);
  const searching = query.trim() !== '';
  const promised = useAnswerPromise();
  // Open answers hide their snippet, so the answer is not shown twice.
  const [open, setOpen] = useState<string[]>([]);

  return (
    <Stack gap="sm" role="search">
      <HydrationGate>
        <TextInput
          type="search"
          size="lg"
          radius="xl"
          label={copy.label}
          placeholder={copy.placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          leftSection={<IconSearch size={20} aria-hidden />}
          rightSection={
            query !== '' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size={40}
                radius="xl"
                aria-label={copy.clear}
                onClick={() => onQueryChange('')}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            )
          }
        />
      </HydrationGate>
      <div aria-live="polite">
        {searching && (
          <Text size="sm" c="dimmed" mb="xs">
            {hits.length > 0 ? copy.count(hits.length) : copy.none(query.trim())}
          </Text>
        )}
        {searching && hits.length === 0 && <Text>{copy.noneHelp(promised)}</Text>}
      </div>
      {hits.length > 0 && (
        <Accordion
          multiple
          value={open}
          onChange={setOpen}
          variant="separated"
          radius="md"
          classNames={{ item: classes.faqItem }}
          aria-label={copy.label}
        >
          {hits.map((hit) => {
            const entry = entriesById.get(hit.id);
            if (!entry) return null;
            return (
              <Accordion.Item key={hit.id} value={hit.id} data-testid="faq-hit">
                <Accordion.Control>
                  <Text fw={600}>
                    <HighlightedText text={entry.question} ranges={hit.highlights.title} />
                  </Text>
                  {hit.highlights.snippet && !open.includes(hit.id) && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      <HighlightedText
                        text={hit.highlights.snippet.text}
                        ranges={hit.highlights.snippet.ranges}
                      />
                    </Text>
                  )}
                </Accordion.Control>
                <Accordion.Panel>
                  <Text>{entry.answer}</Text>
                  <Text size="sm" c="dimmed" mt="xs">
                    {entry.topic}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Stack>
  );
}
