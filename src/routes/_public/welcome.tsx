import { createFileRoute } from '@tanstack/react-router';

import { LinkButton } from '@/components/link-button';
import { hasAuthParams, sendMemberToApp } from '@/features/auth';
import { pageHead, PageIntro, siteCopy } from '@/features/site';

export const Route = createFileRoute('/_public/welcome')({
  beforeLoad: ({ location }) => sendMemberToApp(location),
  head: () => pageHead('welcome'),
  component: WelcomePage,
});

function WelcomePage() {
  const withTokens = hasAuthParams(window.location.search, window.location.hash);
  if (withTokens) return <PageIntro page="signInCompletion" />;
  return (
    <PageIntro page="welcome">
      <LinkButton to="/login" size="md" w="fit-content">
        {siteCopy.welcomeLogin}
      </LinkButton>
    </PageIntro>
  );
}
