import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';

import { LearnCatalogue } from '@/features/learning';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/lar-dig-mer')({
  head: () => pageHead('learn'),
  component: LearnPage,
});

function LearnPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="learn" />
      <LearnCatalogue />
    </Stack>
  );
}
