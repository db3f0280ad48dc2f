import { createFileRoute, useSearch } from '@tanstack/react-router';
import { z } from 'zod/mini';

import { LoginPanel, skipLoginWhenSignedIn } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

const loginSearch = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => skipLoginWhenSignedIn(search.redirect),
  head: () => pageHead('login'),
  component: LoginPage,
});

function LoginPage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { redirect, message } = loginSearch.parse(useSearch({ strict: false }));
  return (
    <PageIntro page="login">
      <LoginPanel redirect={redirect} message={message} />
    </PageIntro>
  );
}
