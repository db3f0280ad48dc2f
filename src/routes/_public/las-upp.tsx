import { createFileRoute, useSearch } from '@tanstack/react-router';
import { z } from 'zod/mini';

import { LockScreen, skipLockWhenOpen } from '@/features/auth';
import { pageHead } from '@/features/site';

const lockSearch = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

// The installed app's lock screen (issue 20): offline, the device PIN opens the local data.
export const Route = createFileRoute('/_public/las-upp')({
  validateSearch: lockSearch,
  beforeLoad: ({ search }) => skipLockWhenOpen(search.redirect),
  head: () => pageHead('lock'),
  component: LockPage,
});

function LockPage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { redirect } = lockSearch.parse(useSearch({ strict: false }));
  return <LockScreen redirect={redirect} />;
}
