import {
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconShieldLock,
} from '@tabler/icons-react';
import type { Ref } from 'react';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import type { CourseSummary, LockReason } from '@/content';

import { learningCopy } from '../copy';
import classes from './learning.module.css';
import { LessonBody } from './lesson-body';
import { LessonLink } from './lesson-link';
import { LessonTypeLabel } from './lesson-type';
import { LockedLesson } from './locked-lesson';

type Props = {
  course: CourseSummary;
  index: number;
  lock: LockReason;
  done: boolean;
  signedIn: boolean;
  onOpenLesson: (lessonId: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Lessons followed by the scam drills (/bedragerier, graded on the server; issue 26 §5). */
const DRILL_LESSONS = new Set([
  'banktjanster-for-unga-bankid-och-bedragerier',
  'sakerhet-bedragerier-och-natfiske',
]);

/** One lesson: its heading, body, 'Testa själv', quiz, and links to the lessons around it. */
export function LessonView({
  course,
  index,
  lock,
  done,
  signedIn,
  onOpenLesson,
  headingRef,
}: Props) {
  const lesson = course.lessons[index]!;
  const previous = course.lessons[index - 1];
  const next = course.lessons[index + 1];
  return (
    <Stack gap="lg" component="article" aria-labelledby={`lesson-${lesson.id}`}>
      <Stack gap={6}>
        <Group gap="sm">
          <Text size="sm" fw={700} c="dimmed">
            {learningCopy.player.lessonOf(index + 1, course.lessons.length)}
          </Text>
          {done && (
            <Badge
              color="green"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              {learningCopy.player.done}
            </Badge>
          )}
        </Group>
        <Title
          order={2}
          id={`lesson-${lesson.id}`}
          ref={headingRef}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {lesson.title}
        </Title>
        <LessonTypeLabel type={lesson.type} minutes={lesson.minutes} />
      </Stack>
      {lock ? (
        <LockedLesson lesson={lesson} reason={lock} />
      ) : (
        <LessonBody
          course={course}
          lesson={lesson}
          signedIn={signedIn}
          onNextLesson={next ? () => onOpenLesson(next.id) : undefined}
        />
      )}
      {!lock && signedIn && DRILL_LESSONS.has(lesson.id) && (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={700}>{learningCopy.player.drills.title}</Text>
            <Text size="sm">{learningCopy.player.drills.text}</Text>
            <LinkButton
              to="/bedragerier"
              variant="light"
              color="red"
              leftSection={<IconShieldLock size={18} aria-hidden />}
            >
              {learningCopy.player.drills.action}
            </LinkButton>
          </Stack>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {previous ? (
          <Paper withBorder radius="lg" className={classes.navCard}>
            <LessonLink lessonId={previous.id} className={classes.navLink}>
              <IconArrowLeft size={20} aria-hidden style={{ flex: 'none' }} />
              <span>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {learningCopy.player.previous}
                </Text>
                <Text fw={600} component="span">
                  {previous.title}
                </Text>
              </span>
            </LessonLink>
          </Paper>
        ) : (
          <Box visibleFrom="sm" />
        )}
        {next && (
          <Paper withBorder radius="lg" className={classes.navCard}>
            <LessonLink lessonId={next.id} className={classes.navLink} data-next>
              <span style={{ flex: 1 }}>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {learningCopy.player.next}
                </Text>
                <Text fw={600} component="span">
                  {next.title}
                </Text>
              </span>
              <IconArrowRight size={20} aria-hidden style={{ flex: 'none' }} />
            </LessonLink>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}
