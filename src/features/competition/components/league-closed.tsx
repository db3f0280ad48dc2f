import { IconInfoCircle } from '@tabler/icons-react';
import { Alert, Group, Stack, Text } from '@mantine/core';

import { LinkButton, TextLink } from '@/components/link-button';

import { competitionCopy as copy } from '../copy';

/**
 * Shown instead of the leaderboard when the server says the league is not for the caller: a
 * teen account outside 13–23, or an adult who is nobody's guardian here (parents see their own
 * children once the family is linked).
 */
export function LeagueClosed({ isTeen }: { isTeen: boolean }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={copy.refused.title}
      role="status"
      data-testid="league-closed"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isTeen ? copy.refused.teen : copy.refused.adult}</Text>
        <Group gap="md">
          {!isTeen && (
            <LinkButton to="/familj" variant="light" size="sm">
              {copy.refused.toFamily}
            </LinkButton>
          )}
          <TextLink to="/tavlingsregler" size="sm" fw={600}>
            {copy.rulesLong}
          </TextLink>
        </Group>
      </Stack>
    </Alert>
  );
}
