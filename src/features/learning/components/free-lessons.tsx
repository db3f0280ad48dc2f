import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { COURSE_PAGES, courseById } from '@/content';

import { learningCopy } from '../copy';
import { useLessonProgress } from '../hooks/use-course-progress';
import { isLessonDone } from '../rules/resume';
import classes from './learning.module.css';
import { LessonTypeLabel } from './lesson-type';

/** /lektioner: the four free lessons, each a card, and a way into the lesson course. */
export function FreeLessons() {
  const course = courseById(COURSE_PAGES['/lektioner/kurs']);
  const { progress } = useLessonProgress(course?.lessons.map(({ id }) => id) ?? []);
  if (!course) return <Text c="dimmed">{learningCopy.list.missing}</Text>;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2} size="h3">
            {learningCopy.freeLessons.heading}
          </Title>
          <Badge variant="light">{learningCopy.freeLessons.noLogin}</Badge>
        </Group>
        <LinkButton
          to="/lektioner/kurs"
          mih={44}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {learningCopy.freeLessons.startAll}
        </LinkButton>
      </Group>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {course.lessons.map((lesson, index) => (
          <Card component="li" key={lesson.id} padding="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <span
                className={classes.lessonNumber}
                data-done={isLessonDone(progress, lesson.id)}
                aria-hidden
              >
                {index + 1}
              </span>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Title order={3} size="h4">
                  {lesson.title}
                </Title>
                <LessonTypeLabel type={lesson.type} minutes={lesson.minutes} />
                <Text c="dimmed">{lesson.description}</Text>
                <Group justify="space-between" align="center" mt={4}>
                  {isLessonDone(progress, lesson.id) ? (
                    <Group gap={4} c="var(--slantis-color-success)">
                      <IconCircleCheck size={18} aria-hidden />
                      <Text size="sm" fw={700} component="span">
                        {learningCopy.player.done}
                      </Text>
                    </Group>
                  ) : (
                    <span />
                  )}
                  <LinkButton
                    to="/lektioner/kurs"
                    search={{ lektion: lesson.id }}
                    variant="light"
                    mih={44}
                    aria-label={`${learningCopy.freeLessons.openLesson}: ${lesson.title}`}
                  >
                    {learningCopy.freeLessons.openLesson}
                  </LinkButton>
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
