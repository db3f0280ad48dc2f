import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { pageHead, pages, type PageId } from '@/content';
import { SearchPage } from '@/features/search';
import { type SearchDocument } from '@/lib/search';
import { oneOfParam, searchParams, textParam } from '@/lib/search-params';
import { SEARCH_CATEGORIES, type TopicCategory } from '@/lib/search/categories';

const readSearch = searchParams({
  q: textParam({ trim: true, maxLength: 200 }),
  kategori: oneOfParam(SEARCH_CATEGORIES),
});
type SearchParams = ReturnType<typeof readSearch>;

/** The site's pages are searchable too (title and intro), each at its path. */
const SITE_PAGES: [PageId, string, SearchDocument['category']?][] = [
  ['landing', '/'],
  ['youth', '/ungdom'],
  ['parents', '/foraldrar'],
  ['register', '/bli-kund'],
  ['login', '/login'],
  ['services', '/vara-tjanster'],
  ['learn', '/lar-dig-mer'],
  ['lessons', '/lektioner'],
  ['publicCourses', '/kurser/publika'],
  ['memberCourses', '/kurser/medlemmar'],
  ['security', '/sakerhet'],
  ['support', '/kundtjanst'],
  ['faq', '/faq'],
  ['contact', '/kontakt'],
  ['youthAccount', '/ungdomskonto'],
  ['savingsGoals', '/sparmal', 'Sparande'],
  ['familyPlan', '/familjepaket'],
  ['investments', '/investeringar', 'Investeringar'],
  ['rewards', '/belöningar'],
  ['leaderboard', '/leaderboard'],
  ['addTransaction', '/add-transaction'],
  ['profile', '/profile'],
  ['menu', '/menu'],
];

const SITE_DOCUMENTS: readonly SearchDocument[] = SITE_PAGES.map(([id, href, category]) => {
  const { title, heading, intro } = pages[id];
  return {
    id: `page:${id}`,
    kind: 'page',
    title,
    description: intro,
    body: heading === title ? '' : heading,
    category: category ?? 'Sida',
    href,
  };
});

export const Route = createFileRoute('/_member/search')({
  validateSearch: readSearch,
  head: () => pageHead('search'),
  component: SearchRoute,
});

function SearchRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { q, kategori } = readSearch(Route.useSearch());
  const navigate = Route.useNavigate();

  const setQuery = useCallback(
    (value: string, { replace }: { replace: boolean }) =>
      void navigate({
        search: (prev: SearchParams) => ({ ...prev, q: value || undefined }),
        replace,
      }),
    [navigate],
  );
  const setCategory = useCallback(
    (category: TopicCategory | undefined) =>
      void navigate({
        search: (prev: SearchParams) => ({ ...prev, kategori: category }),
        replace: true,
      }),
    [navigate],
  );

  return (
    <SearchPage
      query={q ?? ''}
      category={kategori}
      onQueryChange={setQuery}
      onCategoryChange={setCategory}
      extraDocuments={SITE_DOCUMENTS}
    />
  );
}
