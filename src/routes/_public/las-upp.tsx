import { createFileRoute, useSearch } from '@tanstack/react-router';

import { LockScreen, skipLockWhenOpen } from '@/features/auth';
import { pageHead } from '@/features/site';
import { searchParams, textParam } from '@/lib/search-params';

const lockSearch = searchParams({ redirect: textParam() });

// The installed app's lock screen (issue 20): offline, the device PIN opens the local data.
export const Route = createFileRoute('/_public/las-upp')({
  validateSearch: lockSearch,
  beforeLoad: ({ search }) => skipLockWhenOpen(search.redirect),
  head: () => pageHead('lock'),
  component: LockPage,
});

function LockPage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { redirect } = lockSearch(useSearch({ strict: false }));
  return <LockScreen redirect={redirect} />;
}
