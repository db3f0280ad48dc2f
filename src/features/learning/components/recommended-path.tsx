import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import { courseById, courseLink, RECOMMENDED_PATH } from '@/content';

import { learningCopy } from '../copy';
import classes from './learning.module.css';

/** The recommended four-step path through the courses, as a numbered stepper with links. */
export function RecommendedPath() {
  return (
    <Card component="section" aria-labelledby="recommended-path">
      <Stack gap="md">
        <div>
          <Title order={2} id="recommended-path">
            {learningCopy.catalogue.pathHeading}
          </Title>
          <Text c="dimmed">{learningCopy.catalogue.pathIntro}</Text>
        </div>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {RECOMMENDED_PATH.map((id, index) => {
            const course = courseById(id);
            const link = courseLink(id);
            return (
              <Box component="li" key={id} style={{ display: 'flex', gap: 14 }}>
                <Stack gap={0} align="center">
                  <span className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  {index < RECOMMENDED_PATH.length - 1 && <span className={classes.stepRail} />}
                </Stack>
                <Stack gap={2} pb="md" pt={4}>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    {learningCopy.catalogue.step(index + 1)}
                  </Text>
                  <Group gap="xs">
                    <TextLink to={link.to} search={link.search} fw={700} size="lg">
                      {course?.title ?? id}
                    </TextLink>
                  </Group>
                  {course && (
                    <Text size="sm" c="dimmed">
                      {`${course.level} · ${learningCopy.lessons(course.lessons.length)} · ${learningCopy.minutes(course.minutes)}`}
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      </Stack>
    </Card>
  );
}
