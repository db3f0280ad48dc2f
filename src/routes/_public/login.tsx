import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { TextLink } from '@/components/link-button';
import { DemoLogins, skipLoginWhenSignedIn } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

const loginSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => skipLoginWhenSignedIn(search.redirect),
  head: () => pageHead('login'),
  component: LoginPage,
});

function LoginPage() {
  return (
    <PageIntro page="login">
      <TextLink to="/bli-kund">Inget konto? Bli medlem</TextLink>
      <DemoLogins />
    </PageIntro>
  );
}
