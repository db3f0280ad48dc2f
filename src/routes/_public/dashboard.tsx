import { createFileRoute, redirect } from '@tanstack/react-router';

import { DEFAULT_MEMBER_PATH, hasAuthParams, sendMemberToApp } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

// /dashboard only completes a sign-in link; without tokens it forwards to the app.
export const Route = createFileRoute('/_public/dashboard')({
  beforeLoad: async ({ location }) => {
    await sendMemberToApp(location);
    if (!hasAuthParams(location.searchStr, location.hash)) {
      throw redirect({ to: DEFAULT_MEMBER_PATH });
    }
  },
  head: () => pageHead('signInCompletion'),
  component: SignInCompletionPage,
});

function SignInCompletionPage() {
  return <PageIntro page="signInCompletion" />;
}
