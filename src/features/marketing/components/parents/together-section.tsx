import parents from 'virtual:page/parents';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkList } from '../info/link-list';
import classes from '../marketing.module.css';
import { PageSection } from '../shared/page-section';

const copy = parents.together;

/** Linking by code, tasks with rewards and savings goals with a matching promise. */
export function TogetherSection() {
  return (
    <PageSection heading={copy.heading}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        className={classes.plainList}
      >
        {copy.items.map((item) => (
          <Card component="li" key={item.title}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                {item.title}
              </Title>
              <Text>{item.text}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <LinkList items={[copy.more]} />
    </PageSection>
  );
}
