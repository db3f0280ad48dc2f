import { createFileRoute } from '@tanstack/react-router';

import { ParentsPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/foraldrar/')({
  head: () => pageHead('parents'),
  component: ParentsPage,
});
