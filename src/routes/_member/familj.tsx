import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { FamilyPrizes } from '@/features/competition';
import { FamilyPage, FamilyPlanCard } from '@/features/family';
import { FriendApprovalsCard } from '@/features/friends';
import { GiftLinksCard } from '@/features/gifts';
import { ChildrenReportsCard } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { oneOfParam, searchParams, textParam } from '@/lib/search-params';
import { useAuthStore } from '@/stores/auth-store';

const readSearch = searchParams({
  kod: textParam({ trim: true, maxLength: 40 }),
  // Where Stripe Checkout sends the browser back to (issue 43).
  betalning: oneOfParam(['klar', 'avbruten'] as const),
});

export const Route = createFileRoute('/_member/familj')({
  validateSearch: readSearch,
  head: () => pageHead('family'),
  component: FamilyRoute,
});

function FamilyRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kod, betalning } = readSearch(useSearch({ strict: false }));
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    <PageIntro page="family">
      <Stack gap="lg">
        <FriendApprovalsCard enabled={parent} />
        <FamilyPrizes />
        <ChildrenReportsCard enabled={parent} />
        <FamilyPage inviteCode={kod} />
        <FamilyPlanCard payment={betalning} />
        {parent && <GiftLinksCard />}
      </Stack>
    </PageIntro>
  );
}
