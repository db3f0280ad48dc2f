import { createFileRoute } from '@tanstack/react-router';

import { LinkCompletionScreen, requireSignInLink } from '@/features/auth';
import { pageHead } from '@/features/site';

// /dashboard only completes a sign-in link; without tokens it forwards to the app.
export const Route = createFileRoute('/_public/dashboard')({
  beforeLoad: ({ location }) => requireSignInLink(location),
  head: () => pageHead('signInCompletion'),
  component: LinkCompletionScreen,
});
