import { IconBook } from '@tabler/icons-react';
import { Group, Stack, Text } from '@mantine/core';

import { HrefAnchor } from '@/components/href-link';

import type { LessonRef } from '../../content-types';
import { commonCopy as copy } from '../../copy/common';
import { useViewer } from '../../hooks/use-viewer';
import { lessonLink } from '../../search/visitor-access';
import classes from '../marketing.module.css';
import { AccessHint } from './access-hint';

/** Single lessons to read next, each with its course, length and whether login is needed. */
export function LessonLinks({ lessons }: { lessons: readonly LessonRef[] }) {
  const viewer = useViewer();
  const links = lessons.flatMap(({ courseId, lessonId }) => {
    const link = lessonLink(courseId, lessonId);
    return link ? [link] : [];
  });
  return (
    <Stack component="ul" gap="sm" className={classes.plainList}>
      {links.map((lesson) => (
        <Group component="li" key={lesson.href} gap="sm" wrap="nowrap" align="flex-start">
          <IconBook size={22} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Stack gap={2}>
            <HrefAnchor href={lesson.href} fw={600}>
              {lesson.title}
            </HrefAnchor>
            <Text size="sm" c="dimmed">
              {`${copy.lessonIn(lesson.courseTitle)} · ${copy.lessonFacts(lesson.minutes)}`}
            </Text>
            {!lesson.open && viewer !== 'member' && <AccessHint label={copy.memberOnlyLong} />}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
