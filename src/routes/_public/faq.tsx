import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '@/features/site';
import { FaqPage, supportSearch } from '@/features/support';

export const Route = createFileRoute('/_public/faq')({
  validateSearch: supportSearch,
  head: () => pageHead('faq'),
  component: FaqRoute,
});

function FaqRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { q } = supportSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <FaqPage
      query={q ?? ''}
      onQueryChange={(query) =>
        void navigate({ search: { q: query || undefined }, replace: true, resetScroll: false })
      }
    />
  );
}
