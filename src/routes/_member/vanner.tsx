import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { FriendsPage } from '@/features/friends';
import { pageHead, PageIntro } from '@/features/site';
import { searchParams, textParam } from '@/lib/search-params';

/** ?kod=K7QX3MZA: a friend's QR code opens this page with their code filled in. */
const readSearch = searchParams({
  kod: textParam({ trim: true, maxLength: 20 }),
});

export const Route = createFileRoute('/_member/vanner')({
  validateSearch: readSearch,
  head: () => pageHead('friends'),
  component: FriendsRoute,
});

function FriendsRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kod } = readSearch(useSearch({ strict: false }));
  return (
    // The cards sit side by side on a desktop: wider than the intro's column.
    <Stack gap="md" maw={1040}>
      <PageIntro page="friends" />
      <FriendsPage initialCode={kod} />
    </Stack>
  );
}
