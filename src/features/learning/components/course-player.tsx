import { IconMoodEmpty } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Card, Center, Grid, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { courseById, lessonLock } from '@/content';
import type { CoursePagePath } from '@/content';

import { learningCopy } from '../copy';
import { useLessonProgress } from '../hooks/use-course-progress';
import { useViewer } from '../hooks/use-viewer';
import { BACK_LINKS } from '../rules/back-links';
import { doneCount, isLessonDone, selectLessonIndex } from '../rules/resume';
import { CourseHeader } from './course-header';
import { useOpenLesson } from './lesson-link';
import { LessonList } from './lesson-list';
import { LessonView } from './lesson-view';

type Props = {
  /** The page playing the course (for its back link). */
  page: CoursePagePath;
  courseId: string;
  /** ?lektion=; without it the player resumes at the first unfinished lesson. */
  lessonId?: string;
};

/** Every course page's player: the course header, its lessons, and the open lesson. */
export function CoursePlayer({ page, courseId, lessonId }: Props) {
  const course = courseById(courseId);
  const viewer = useViewer();
  const { progress, loaded } = useLessonProgress(course?.lessons.map(({ id }) => id) ?? []);
  const openLesson = useOpenLesson();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = course ? selectLessonIndex(course, lessonId, progress) : 0;
  const lesson = course?.lessons[index];

  const ready = Boolean(lessonId) || loaded;

  // A member resumed without ?lektion=: pin the lesson in the URL, so finishing it doesn't move
  // the player on by itself and the address can be shared. A visitor (no progress) always opens
  // the first lesson, and keeps the course's address, whose page is prerendered.
  const resumedId = !lessonId && loaded && viewer.signedIn ? lesson?.id : undefined;
  useEffect(() => {
    if (resumedId) void openLesson(resumedId, { replace: true });
  }, [resumedId, openLesson]);

  // Another lesson was opened: start at the top, with focus on its heading.
  const previousLesson = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || !lesson) return;
    const first = previousLesson.current === undefined;
    if (previousLesson.current === lesson.id) return;
    previousLesson.current = lesson.id;
    if (first) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [lesson, ready]);

  if (!course || !lesson) {
    return (
      <Card maw={560}>
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMoodEmpty size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {learningCopy.player.missingCourse}
          </Title>
          <Text>{learningCopy.player.missingCourseText}</Text>
        </Stack>
      </Card>
    );
  }

  const back = BACK_LINKS[page];
  return (
    <Stack gap="lg">
      <CourseHeader
        course={course}
        done={doneCount(course, progress)}
        signedIn={viewer.signedIn}
        back={back}
      />
      {!ready ? (
        <Center py="xl">
          <Loader aria-label={learningCopy.player.loading} />
        </Center>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LessonList course={course} currentIndex={index} viewer={viewer} progress={progress} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <LessonView
              key={lesson.id}
              course={course}
              index={index}
              lock={lessonLock(course, index, viewer)}
              done={isLessonDone(progress, lesson.id)}
              signedIn={viewer.signedIn}
              onOpenLesson={(id) => void openLesson(id)}
              headingRef={headingRef}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
