import { SimpleGrid, Text } from '@mantine/core';

import { courseById } from '@/content';
import type { CourseSummary } from '@/content';

import { learningCopy } from '../copy';
import { useLessonProgress } from '../hooks/use-course-progress';
import { useViewer } from '../hooks/use-viewer';
import { doneCount } from '../rules/resume';
import { CourseCard } from './course-card';

/** The courses of /kurser/publika or /kurser/medlemmar as cards, with the user's progress. */
export function CourseGrid({ courseIds }: { courseIds: readonly string[] }) {
  const viewer = useViewer();
  const list = courseIds.map(courseById).filter((course): course is CourseSummary => !!course);
  const { progress } = useLessonProgress(
    list.flatMap((course) => course.lessons.map((lesson) => lesson.id)),
  );
  if (list.length === 0) return <Text c="dimmed">{learningCopy.list.missing}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {list.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          viewer={viewer}
          done={doneCount(course, progress)}
        />
      ))}
    </SimpleGrid>
  );
}
