import { createFileRoute } from '@tanstack/react-router';
import { Alert, Stack } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { allowanceCopy, ChildAllowanceCard } from '@/features/family';
import { pageHead, PageIntro } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/_member/veckopeng')({
  head: () => pageHead('allowance'),
  component: AllowanceRoute,
});

/**
 * A teen's allowance agreement on a page of its own, reachable from the menu and the home (issue
 * 41 §6); a guardian sets each child's under Familj.
 */
function AllowanceRoute() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    <PageIntro page="allowance" intro={parent ? allowanceCopy.intro : undefined}>
      {parent ? (
        <Stack gap="md" align="flex-start">
          <Alert color="gray">{allowanceCopy.parentPointer}</Alert>
          <LinkButton to="/familj" variant="light">
            {allowanceCopy.toFamily}
          </LinkButton>
        </Stack>
      ) : (
        <ChildAllowanceCard showEmpty />
      )}
    </PageIntro>
  );
}
