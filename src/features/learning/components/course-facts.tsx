import { IconBolt, IconBook2, IconClock } from '@tabler/icons-react';
import { Badge, Group, Text } from '@mantine/core';

import type { CourseSummary } from '@/content';

import { learningCopy } from '../copy';
import classes from './learning.module.css';

export function LevelBadge({ level }: { level: CourseSummary['level'] }) {
  return (
    <Badge variant="light" color={level === 'Nybörjare' ? 'slantis' : 'indigo'} radius="sm">
      {learningCopy.level[level]}
    </Badge>
  );
}

/** Level, lesson count, duration and XP of a course, in one wrapping row. */
export function CourseFacts({
  course,
  size = 'sm',
}: {
  course: CourseSummary;
  size?: 'sm' | 'md';
}) {
  return (
    <Group gap="md" style={{ rowGap: 6 }} wrap="wrap">
      <LevelBadge level={course.level} />
      <Group gap={4} wrap="nowrap">
        <IconBook2 size={16} aria-hidden />
        <Text size={size} component="span">
          {learningCopy.lessons(course.lessons.length)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconClock size={16} aria-hidden />
        <Text size={size} component="span">
          {learningCopy.minutes(course.minutes)}
        </Text>
      </Group>
      {course.xp > 0 && (
        <Group gap={4} wrap="nowrap" className={classes.xp}>
          <IconBolt size={16} aria-hidden />
          <Text size={size} component="span" fw={700}>
            {learningCopy.xp(course.xp)}
          </Text>
        </Group>
      )}
    </Group>
  );
}
