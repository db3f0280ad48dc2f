import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import type { CourseSummary } from '@/content';
import { courseHref, courseLink, lessonLock, type Viewer } from '@/content';

import { learningCopy } from '../copy';
import { CourseFacts } from './course-facts';
import classes from './learning.module.css';

type Props = {
  course: CourseSummary;
  viewer: Viewer;
  /** Lessons done (signed-in users only). */
  done?: number;
  headingOrder?: 2 | 3;
};

/** A course in a list: what it is, how long, how much XP, your progress and a way in. */
export function CourseCard({ course, viewer, done = 0, headingOrder = 2 }: Props) {
  const total = course.lessons.length;
  const locked = lessonLock(course, 0, viewer) !== null;
  const finished = total > 0 && done === total;
  const link = courseLink(course.id);
  const label = finished
    ? learningCopy.card.again
    : done > 0
      ? learningCopy.card.resume
      : learningCopy.card.start;
  return (
    <Card className={classes.card}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} size="h3">
            {course.title}
          </Title>
          {finished && (
            <Group gap={4} c="var(--slantis-color-success)" wrap="nowrap">
              <IconCircleCheck size={20} aria-hidden />
              <Text size="sm" fw={700} component="span">
                {learningCopy.card.done}
              </Text>
            </Group>
          )}
        </Group>
        <Text c="dimmed">{course.description}</Text>
        <CourseFacts course={course} />
        {viewer.signedIn && total > 0 && (
          <Stack gap={4}>
            <Progress
              value={(done / total) * 100}
              size="md"
              radius="xl"
              aria-label={`${course.title}: ${learningCopy.doneOf(done, total)}`}
            />
            <Text size="sm" fw={600}>
              {learningCopy.doneOf(done, total)}
            </Text>
          </Stack>
        )}
      </Stack>
      <Group mt="md">
        {locked && !viewer.signedIn ? (
          <LinkButton
            to="/login"
            search={{ redirect: courseHref(course.id) }}
            variant="light"
            leftSection={<IconLock size={18} aria-hidden />}
            mih={44}
          >
            {learningCopy.card.loginToStart}
          </LinkButton>
        ) : (
          <LinkButton
            to={link.to}
            search={link.search}
            mih={44}
            aria-label={`${label}: ${course.title}`}
          >
            {label}
          </LinkButton>
        )}
      </Group>
    </Card>
  );
}
