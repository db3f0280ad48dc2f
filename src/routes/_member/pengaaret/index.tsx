import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { MoneyYearPage } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_member/pengaaret/')({
  head: () => pageHead('moneyYear'),
  // Cards side by side on a desktop: wider than the intro's column.
  component: () => (
    <Stack gap="md" maw={1040}>
      <PageIntro page="moneyYear" />
      <MoneyYearPage />
    </Stack>
  ),
});
