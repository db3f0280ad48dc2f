import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/kontakt')({
  head: () => pageHead('contact'),
  component: ContactPage,
});

function ContactPage() {
  return <PageIntro page="contact" />;
}
