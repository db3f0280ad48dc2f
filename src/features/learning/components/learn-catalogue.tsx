import { IconLock } from '@tabler/icons-react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkButton, TextLink } from '@/components/link-button';
import {
  CATALOGUE_GROUPS,
  courseById,
  courseHref,
  courseLink,
  lessonLock,
  type Viewer,
} from '@/content';
import type { CourseSummary } from '@/content';

import { learningCopy } from '../copy';
import { useLessonProgress } from '../hooks/use-course-progress';
import { useViewer } from '../hooks/use-viewer';
import { doneCount, type ProgressMap } from '../rules/resume';
import { CourseFacts } from './course-facts';
import { RecommendedPath } from './recommended-path';

/** /lar-dig-mer: the recommended path, then every course in its four groups. */
export function LearnCatalogue() {
  const viewer = useViewer();
  const all = CATALOGUE_GROUPS.flatMap((group) => group.courseIds)
    .map((id) => courseById(id))
    .filter((course): course is CourseSummary => !!course);
  const { progress } = useLessonProgress(
    all.flatMap((course) => course.lessons.map((lesson) => lesson.id)),
  );
  return (
    <Stack gap="xl">
      <RecommendedPath />
      <Stack gap="lg">
        <Title order={2}>{learningCopy.catalogue.groupsHeading}</Title>
        {CATALOGUE_GROUPS.map((group) => {
          const groupCourses = group.courseIds
            .map((id) => courseById(id))
            .filter((course): course is CourseSummary => !!course);
          return (
            <Stack key={group.title} gap="sm" component="section" aria-label={group.title}>
              <div>
                <Title order={3}>{group.title}</Title>
                <Text c="dimmed">{group.description}</Text>
              </div>
              {groupCourses.length === 0 ? (
                <Text c="dimmed">{learningCopy.list.missing}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {groupCourses.map((course) => (
                    <CatalogueItem
                      key={course.id}
                      course={course}
                      viewer={viewer}
                      progress={progress}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

function audienceLabel(course: CourseSummary): string {
  if (course.audience === 'parent') return learningCopy.catalogue.parent;
  if (course.audience === 'member') return learningCopy.catalogue.member;
  return learningCopy.catalogue.public;
}

function CatalogueItem({
  course,
  viewer,
  progress,
}: {
  course: CourseSummary;
  viewer: Viewer;
  progress: ProgressMap;
}) {
  const link = courseLink(course.id);
  const locked = !viewer.signedIn && lessonLock(course, 0, viewer) !== null;
  const done = doneCount(course, progress);
  return (
    <Card padding="md">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} size="h4">
            <TextLink to={link.to} search={link.search} underline="hover" c="inherit">
              {course.title}
            </TextLink>
          </Title>
          <Badge
            variant="outline"
            color={course.audience === 'member' || course.audience === 'parent' ? 'ember' : 'gray'}
            leftSection={locked ? <IconLock size={12} aria-hidden /> : undefined}
          >
            {audienceLabel(course)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {course.description}
        </Text>
        <CourseFacts course={course} />
        {viewer.signedIn && (
          <Text size="sm" fw={600}>
            {learningCopy.doneOf(done, course.lessons.length)}
          </Text>
        )}
      </Stack>
      {locked && (
        <Group mt="sm">
          <LinkButton
            to="/login"
            search={{ redirect: courseHref(course.id) }}
            variant="light"
            size="sm"
            mih={44}
            leftSection={<IconLock size={16} aria-hidden />}
          >
            {learningCopy.card.loginToStart}
          </LinkButton>
        </Group>
      )}
    </Card>
  );
}
