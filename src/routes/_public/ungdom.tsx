import { createFileRoute } from '@tanstack/react-router';

import { YouthPage } from '@/features/marketing';
import { pageHead } from '@/features/site';

export const Route = createFileRoute('/_public/ungdom')({
  head: () => pageHead('youth'),
  component: YouthPage,
});
