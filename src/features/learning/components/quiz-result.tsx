import {
  IconArrowRight,
  IconBolt,
  IconCircleCheck,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { learningCopy } from '../copy';
import type { LessonOutcome } from '../hooks/use-finish-lesson';
import { QUIZ_PASS_SHARE } from '../hooks/use-finish-lesson';
import { useHere } from '../hooks/use-here';
import { quizPassed } from '../rules/quiz';
import classes from './learning.module.css';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; outcome: LessonOutcome }
  | { status: 'failed' };

type Props = {
  correct: number;
  total: number;
  signedIn: boolean;
  save: SaveState;
  onRetry?: () => void;
  onNextLesson?: () => void;
};

/** The end of a quiz: the score, pass or not, XP earned (or how to earn it), what next. */
export function QuizResult({ correct, total, signedIn, save, onRetry, onNextLesson }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const here = useHere();
  const passed = quizPassed(correct, total, QUIZ_PASS_SHARE);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        {total > 0 && (
          <RingProgress
            size={96}
            thickness={10}
            roundCaps
            sections={[{ value: (correct / total) * 100, color: passed ? 'green' : 'ember' }]}
            label={
              <Text ta="center" fw={800} fz="lg" aria-hidden>
                {`${correct}/${total}`}
              </Text>
            }
          />
        )}
        <Stack gap={4}>
          <Title order={4} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} fz="h3">
            {total > 0 ? learningCopy.quiz.result(correct, total) : learningCopy.quiz.markedDone}
          </Title>
          {total > 0 && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              {passed && (
                <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
              )}
              <Text fw={600}>{passed ? learningCopy.quiz.passed : learningCopy.quiz.failed}</Text>
            </Group>
          )}
        </Stack>
      </Group>
      <div role="status" aria-live="polite">
        {signedIn ? (
          <XpLine save={save} />
        ) : (
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" gap="sm">
              <Group gap="xs" wrap="nowrap">
                <IconInfoCircle size={20} aria-hidden />
                <Text fw={600}>{learningCopy.player.visitorNote}</Text>
              </Group>
              <LinkButton to="/login" search={{ redirect: here }} variant="light" mih={44}>
                {learningCopy.player.login}
              </LinkButton>
            </Group>
          </Paper>
        )}
      </div>
      <Group gap="sm">
        {onRetry && (
          <Button
            variant="default"
            mih={44}
            onClick={onRetry}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {learningCopy.quiz.retry}
          </Button>
        )}
        {onNextLesson && (
          <Button
            mih={44}
            onClick={onNextLesson}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {learningCopy.quiz.nextLesson}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function XpLine({ save }: { save: SaveState }) {
  switch (save.status) {
    case 'idle':
      return null;
    case 'saving':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text c="dimmed">{learningCopy.quiz.saving}</Text>
        </Group>
      );
    case 'failed':
      return <Text c="red.8">{learningCopy.quiz.saveFailed}</Text>;
    case 'saved':
      return save.outcome.xpAwarded > 0 ? (
        <Group gap={6} className={classes.xp} wrap="nowrap">
          <IconBolt size={22} aria-hidden />
          <Text fw={800} fz="lg">
            {learningCopy.quiz.xpEarned(save.outcome.xpAwarded)}
          </Text>
        </Group>
      ) : (
        <Text c="dimmed">{learningCopy.quiz.noNewXp}</Text>
      );
  }
}
