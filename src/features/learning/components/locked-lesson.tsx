import { IconLock } from '@tabler/icons-react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import type { LessonSummary, LockReason } from '@/content';

import { learningCopy } from '../copy';
import { useHere } from '../hooks/use-here';

/** What a locked lesson shows instead of its content: why, and the way in. */
export function LockedLesson({
  lesson,
  reason,
}: {
  lesson: LessonSummary;
  reason: Exclude<LockReason, null>;
}) {
  const here = useHere(lesson.id);
  return (
    <Card>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {learningCopy.player.lockedTitle}
        </Title>
        <Text c="dimmed">{lesson.description}</Text>
        <Text>
          {reason === 'login'
            ? learningCopy.player.lockedLoginText
            : learningCopy.player.lockedParentsText}
        </Text>
        {reason === 'login' && (
          <Group>
            <LinkButton to="/login" search={{ redirect: here }} mih={44}>
              {learningCopy.player.login}
            </LinkButton>
            <LinkButton to="/bli-kund" variant="default" mih={44}>
              {learningCopy.player.becomeMember}
            </LinkButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
