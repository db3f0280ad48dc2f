import { IconCircleCheck } from '@tabler/icons-react';
import parents from 'virtual:page/parents';
import { List, SimpleGrid, Stack } from '@mantine/core';

import { InfoNote } from '../info/info-note';
import { PageSection } from '../shared/page-section';
import { InsightSample } from './insight-sample';

const copy = parents.insight;

/** 'Föräldrainsikt': what a linked parent sees each week, and what changes at 18. */
export function InsightSection() {
  return (
    <PageSection heading={copy.heading} intro={copy.intro}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <List
            spacing="xs"
            icon={<IconCircleCheck size={22} aria-hidden color="var(--slantis-color-success)" />}
          >
            {copy.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <InfoNote tone={copy.ageNote.tone} title={copy.ageNote.title} text={copy.ageNote.text} />
        </Stack>
        <InsightSample />
      </SimpleGrid>
    </PageSection>
  );
}
