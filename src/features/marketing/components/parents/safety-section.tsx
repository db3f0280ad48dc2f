import parents from 'virtual:page/parents';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkList } from '../info/link-list';
import classes from '../marketing.module.css';
import { FeatureIcon } from '../shared/icons';
import { PageSection } from '../shared/page-section';

const copy = parents.safety;

/** 'Trygg miljö': what protects the child, said as it really works (no borrowed certificates). */
export function SafetySection() {
  return (
    <PageSection heading={copy.heading} intro={copy.intro}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        className={classes.plainList}
      >
        {copy.items.map((item) => (
          <Group component="li" key={item.title} gap="md" wrap="nowrap" align="flex-start">
            <FeatureIcon name={item.icon} />
            <Stack gap={4}>
              <Title order={3} size="h5">
                {item.title}
              </Title>
              <Text>{item.text}</Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" maw={760}>
        {copy.certifications}
      </Text>
      <LinkList items={[copy.securityLink]} />
    </PageSection>
  );
}
