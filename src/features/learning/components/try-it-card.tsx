import { IconArrowRight, IconLock, IconRocket } from '@tabler/icons-react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import type { TryIt, TryItAction } from '@/content';

import { learningCopy } from '../copy';

/** Where each 'Testa själv' action is done in the app. */
const ACTION_PATHS: Record<Exclude<TryItAction, 'none'>, '/' | '/add-transaction'> = {
  'set-budget': '/',
  'add-transaction': '/add-transaction',
  'create-goal': '/',
  'deposit-goal': '/',
  'review-purchases': '/',
};

/** The lesson's 'Testa själv' step, with a button to the screen where it is done. */
export function TryItCard({ tryIt, signedIn }: { tryIt: TryIt; signedIn: boolean }) {
  const action = tryIt.action === 'none' ? null : tryIt.action;
  return (
    <Card bg="var(--mantine-primary-color-light)" withBorder={false}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" aria-hidden>
            <IconRocket size={22} />
          </ThemeIcon>
          <Title order={3} size="h4">
            {learningCopy.tryIt.heading}
          </Title>
        </Group>
        <Text lh={1.6}>{tryIt.text}</Text>
        {action && (
          <Group>
            {signedIn ? (
              <LinkButton
                to={ACTION_PATHS[action]}
                mih={44}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {learningCopy.tryIt.actionLabel[action]}
              </LinkButton>
            ) : (
              <LinkButton
                to="/login"
                search={{ redirect: ACTION_PATHS[action] }}
                variant="white"
                mih={44}
                leftSection={<IconLock size={18} aria-hidden />}
              >
                {learningCopy.tryIt.login}
              </LinkButton>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
