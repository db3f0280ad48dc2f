import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';

import { pageHead, PageIntro } from '@/features/site';

const searchParams = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/_member/search')({
  validateSearch: searchParams,
  head: () => pageHead('search'),
  component: SearchPage,
});

function SearchPage() {
  return <PageIntro page="search" />;
}
