import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { LearnCatalogue } from '@/features/learning';
import { MoneyYearLinks } from '@/features/money-year';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/_public/lar-dig-mer')({
  head: () => pageHead('learn'),
  component: LearnPage,
});

function LearnPage() {
  // The money year, scam drills and monthly report are a teen's (they need an account).
  const teen = useAuthStore((state) => state.user?.role === 'barn');
  return (
    <Stack gap="xl">
      <PageIntro page="learn" />
      {teen && <MoneyYearLinks />}
      <LearnCatalogue />
    </Stack>
  );
}
