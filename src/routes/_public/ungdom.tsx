import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/ungdom')({
  head: () => pageHead('youth'),
  component: YouthPage,
});

function YouthPage() {
  return <PageIntro page="youth" />;
}
