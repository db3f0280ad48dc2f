import { IconCheck, IconChevronDown, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import type { CourseSummary } from '@/content';
import { lessonLock, type Viewer } from '@/content';

import { learningCopy } from '../copy';
import { useHere } from '../hooks/use-here';
import { isLessonDone, type ProgressMap } from '../rules/resume';
import classes from './learning.module.css';
import { LessonLink } from './lesson-link';
import { LessonTypeLabel } from './lesson-type';

type Props = {
  course: CourseSummary;
  currentIndex: number;
  viewer: Viewer;
  progress: ProgressMap;
};

/** The course's lessons, numbered, with type, minutes, done and lock; folds away on phones. */
export function LessonList({ course, currentIndex, viewer, progress }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const current = learningCopy.player.lessonOf(currentIndex + 1, course.lessons.length);
  return (
    <Card padding="sm" className={classes.sideColumn}>
      <Button
        className={classes.lessonListToggle}
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        mih={44}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
      >
        {open ? learningCopy.player.hideLessons : learningCopy.player.showLessons}
        <Text span c="dimmed" size="sm" ml={8} fw={400}>
          {current}
        </Text>
      </Button>
      <div id={bodyId} className={classes.lessonListBody} data-collapsed={!open}>
        <Title order={2} size="h4" px="sm" pt={4} pb="xs" className={classes.lessonListTitle}>
          {learningCopy.player.lessonsHeading}
        </Title>
        <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {course.lessons.map((lesson, index) => (
            <li key={lesson.id}>
              <LessonItem
                course={course}
                index={index}
                current={index === currentIndex}
                viewer={viewer}
                done={isLessonDone(progress, lesson.id)}
                onOpen={() => setOpen(false)}
              />
            </li>
          ))}
        </Stack>
      </div>
    </Card>
  );
}

type ItemProps = {
  course: CourseSummary;
  index: number;
  current: boolean;
  viewer: Viewer;
  done: boolean;
  onOpen: () => void;
};

function LessonItem({ course, index, current, viewer, done, onOpen }: ItemProps) {
  const lesson = course.lessons[index]!;
  const lock = lessonLock(course, index, viewer);
  const here = useHere(lesson.id);
  const content = (
    <>
      <span className={classes.lessonNumber} data-done={done} aria-hidden>
        {done ? <IconCheck size={16} /> : lock ? <IconLock size={14} /> : index + 1}
      </span>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={current ? 700 : 600} lh={1.3}>
          {lesson.title}
        </Text>
        <LessonTypeLabel type={lesson.type} minutes={lesson.minutes} />
        {done && (
          <Text size="sm" c="var(--slantis-color-success)" fw={600}>
            {learningCopy.player.done}
          </Text>
        )}
        {lock === 'login' && (
          <Text size="sm" fw={600} c="dimmed">
            {learningCopy.player.lockedLogin}
          </Text>
        )}
        {lock === 'parents-only' && (
          <Text size="sm" fw={600} c="dimmed">
            {learningCopy.player.lockedParents}
          </Text>
        )}
      </Stack>
    </>
  );
  if (lock === 'login') {
    return (
      <TextLink
        to="/login"
        search={{ redirect: here }}
        className={classes.lessonItem}
        underline="never"
      >
        {content}
      </TextLink>
    );
  }
  return (
    <LessonLink
      lessonId={lesson.id}
      className={classes.lessonItem}
      aria-current={current ? 'page' : undefined}
      onClick={onOpen}
    >
      {content}
    </LessonLink>
  );
}
