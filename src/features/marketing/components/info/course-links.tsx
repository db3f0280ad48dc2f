import { Card, SimpleGrid, Stack, Text } from '@mantine/core';

import { HrefAnchor } from '@/components/href-link';
import { courseById, courseHref } from '@/content';

import { commonCopy as copy } from '../../copy/common';
import { useViewer } from '../../hooks/use-viewer';
import { coursePageIsPublic } from '../../search/visitor-access';
import classes from '../marketing.module.css';
import { AccessHint } from './access-hint';

/** Courses of the catalogue with their facts and who can open them. */
export function CourseLinks({ courseIds }: { courseIds: readonly string[] }) {
  const viewer = useViewer();
  const list = courseIds.flatMap((id) => {
    const course = courseById(id);
    return course ? [course] : [];
  });
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.plainList}>
      {list.map((course) => {
        const open = coursePageIsPublic(course);
        const access = open
          ? course.audience === 'free'
            ? copy.allLessonsFree
            : copy.firstLessonFree
          : course.audience === 'parent'
            ? copy.parentsCourse
            : copy.membersCourse;
        return (
          <Card component="li" key={course.id} padding="md">
            <Stack gap={6}>
              <HrefAnchor href={courseHref(course.id)} fw={700} size="lg">
                {course.title}
              </HrefAnchor>
              <Text size="sm">{course.description}</Text>
              <Text size="sm" c="dimmed">
                {copy.courseFacts(course.lessons.length, course.minutes)}
              </Text>
              {!open && viewer !== 'member' ? (
                <AccessHint label={`${access} – ${copy.memberOnly}`} />
              ) : (
                <Text size="sm" fw={600}>
                  {access}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
