import { createSearchIndex, type SearchResult } from '@/lib/search';

import { FAQ_ENTRIES } from '../faq-content';

/** One FAQ hit: the entry's id and what to highlight in its question and answer. */
export type FaqHit = Pick<SearchResult, 'id' | 'highlights'>;

// The app's Swedish search engine (compounds, prefixes, å ä ö): the question weighs like a
// title, the answer like a body text.
const index = createSearchIndex(
  FAQ_ENTRIES.map((entry) => ({
    id: entry.id,
    kind: 'page' as const,
    title: entry.question,
    description: entry.topic,
    body: entry.answer,
    category: 'Sida' as const,
    href: `/faq#${entry.id}`,
  })),
);

/** The FAQ entries matching every word of the query, best first; empty for an empty query. */
export function searchFaq(query: string): FaqHit[] {
  return index.search(query, { limit: FAQ_ENTRIES.length });
}
