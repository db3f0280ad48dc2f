import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import {
  DEFAULT_MEMBER_PATH,
  isLinkCompletionUrl,
  LinkCompletionScreen,
  sendMemberToApp,
} from '@/features/auth';
import { pageHead, pages } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

const greeting = {
  signedIn: 'Du är inloggad och kan fortsätta till appen.',
  visitor: pages.welcome.intro,
  continue: 'Fortsätt till appen',
};

export const Route = createFileRoute('/_public/welcome')({
  beforeLoad: ({ location }) => sendMemberToApp(location),
  head: () => pageHead('welcome'),
  component: WelcomePage,
});

/** A sign-in link lands here: finish it; without one, greet and point on to the app. */
function WelcomePage() {
  // Read once on arrival: supabase-js clears the tokens from the address bar as it uses them.
  const [completing] = useState(isLinkCompletionUrl);
  const signedIn = useAuthStore((state) => state.user !== null);
  if (completing) return <LinkCompletionScreen />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{pages.welcome.heading}</Title>
      <Text size="lg" c="dimmed">
        {signedIn ? greeting.signedIn : greeting.visitor}
      </Text>
      <LinkButton to={DEFAULT_MEMBER_PATH} size="md" w="fit-content">
        {greeting.continue}
      </LinkButton>
    </Stack>
  );
}
