import { createFileRoute, useSearch } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { Stack } from '@mantine/core';

import { FamilyPrizes } from '@/features/competition';
import { FamilyPage } from '@/features/family';
import { FriendApprovalsCard } from '@/features/friends';
import { GiftLinksCard } from '@/features/gifts';
import { ChildrenReportsCard } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

const searchParams = z.object({
  kod: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(40))), undefined),
});

export const Route = createFileRoute('/_member/familj')({
  validateSearch: searchParams,
  head: () => pageHead('family'),
  component: FamilyRoute,
});

function FamilyRoute() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { kod } = searchParams.parse(useSearch({ strict: false }));
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    <PageIntro page="family">
      <Stack gap="lg">
        <FriendApprovalsCard enabled={parent} />
        <FamilyPrizes />
        <ChildrenReportsCard enabled={parent} />
        <FamilyPage inviteCode={kod} />
        {parent && <GiftLinksCard />}
      </Stack>
    </PageIntro>
  );
}
