import { IconArrowLeft } from '@tabler/icons-react';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import type { CourseSummary } from '@/content';

import { learningCopy } from '../copy';
import type { BackLink } from '../rules/back-links';
import { CourseDownload } from './course-download';
import { CourseFacts } from './course-facts';

type Props = { course: CourseSummary; done: number; signedIn: boolean; back: BackLink };

/** The course's title (the page's h1), facts and the user's progress through it. */
export function CourseHeader({ course, done, signedIn, back }: Props) {
  const total = course.lessons.length;
  return (
    <Stack gap="sm">
      <TextLink to={back.to} underline="hover" size="sm" fw={600} w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </TextLink>
      <Title order={1}>{course.title}</Title>
      <Text size="lg" c="dimmed" maw={720}>
        {course.description}
      </Text>
      <CourseFacts course={course} size="md" />
      <CourseDownload courseId={course.id} />
      {signedIn ? (
        <Stack gap={4} maw={480}>
          <Progress
            value={total ? (done / total) * 100 : 0}
            size="lg"
            radius="xl"
            aria-label={learningCopy.player.progressLabel}
          />
          <Text size="sm" fw={600}>
            {learningCopy.doneOf(done, total)}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {learningCopy.player.visitorNote}
        </Text>
      )}
    </Stack>
  );
}
