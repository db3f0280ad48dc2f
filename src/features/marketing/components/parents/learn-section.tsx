import parents from 'virtual:page/parents';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import { CourseLinks } from '../info/course-links';
import classes from '../marketing.module.css';
import { PageSection } from '../shared/page-section';

const copy = parents.learn;

/** Educational resources: the parents' course and the open lessons and courses. */
export function LearnSection() {
  return (
    <PageSection heading={copy.heading} intro={copy.intro}>
      <CourseLinks courseIds={copy.courseIds} />
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        className={classes.plainList}
      >
        {copy.resources.map((resource) => (
          <Card component="li" key={resource.title}>
            <Stack gap="xs" h="100%">
              <Title order={3} size="h4">
                {resource.title}
              </Title>
              <Text style={{ flex: 1 }}>{resource.text}</Text>
              <TextLink to={resource.link.to} fw={600}>
                {resource.link.label}
              </TextLink>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
