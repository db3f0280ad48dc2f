import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/vara-tjanster')({
  head: () => pageHead('services'),
  component: ServicesPage,
});

function ServicesPage() {
  return <PageIntro page="services" />;
}
