import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { ChildrenMoneyYearPage, moneyYearCopy, MoneyYearPage } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/_member/pengaaret/')({
  head: () => pageHead('moneyYear'),
  component: MoneyYearRoute,
});

/** A teen's own money year; a guardian's children's, one child at a time (issue 41 §6). */
function MoneyYearRoute() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    // Cards side by side on a desktop: wider than the intro's column.
    <Stack gap="md" maw={1040}>
      <PageIntro page="moneyYear" intro={parent ? moneyYearCopy.parent.intro : undefined} />
      {parent ? <ChildrenMoneyYearPage /> : <MoneyYearPage />}
    </Stack>
  );
}
