import { createFileRoute, useSearch } from '@tanstack/react-router';

import { LoginPanel, skipLoginWhenSignedIn } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';
import { searchParams, textParam } from '@/lib/search-params';

const loginSearch = searchParams({
  redirect: textParam(),
  message: textParam(),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => skipLoginWhenSignedIn(search.redirect),
  head: () => pageHead('login'),
  component: LoginPage,
});

function LoginPage() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const { redirect, message } = loginSearch(useSearch({ strict: false }));
  return (
    <PageIntro page="login">
      <LoginPanel redirect={redirect} message={message} />
    </PageIntro>
  );
}
