import { createFileRoute } from '@tanstack/react-router';

import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/bli-kund')({
  head: () => pageHead('register'),
  component: RegisterPage,
});

function RegisterPage() {
  return <PageIntro page="register" />;
}
