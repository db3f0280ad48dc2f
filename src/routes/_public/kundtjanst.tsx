import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '@/features/site';
import { SupportPage, supportSearch } from '@/features/support';

export const Route = createFileRoute('/_public/kundtjanst')({
  validateSearch: supportSearch,
  head: () => pageHead('support'),
  component: SupportRoute,
});

function SupportRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { q, arende } = supportSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <SupportPage
      query={q ?? ''}
      ticketNumber={arende}
      onQueryChange={(query) =>
        void navigate({
          search: { q: query || undefined, arende },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
