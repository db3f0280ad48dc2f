import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { pageHead, PageIntro } from '@/features/site';

const searchParams = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/_member/search')({
  validateSearch: searchParams,
  head: () => pageHead('search'),
  component: SearchPage,
});

function SearchPage() {
  return <PageIntro page="search" />;
}
