import type { ReactNode } from 'react';
import { Group, List, Stack, Text, Title } from '@mantine/core';

import type { InfoBlock as Block } from '../../content-types';
import classes from '../marketing.module.css';
import { ContactList } from './contact-list';
import { CourseLinks } from './course-links';
import { FactList } from './fact-list';
import { InfoNote } from './info-note';
import { InfoTable } from './info-table';
import { LessonLinks } from './lesson-links';
import { LinkList } from './link-list';
import { RarityList } from './rarity-list';
import { RecordList } from './record-list';

export type Slots = { pricing?: ReactNode };

/** One block of an info page, rendered after its kind. Headings inside are h3. */
export function InfoBlock({ block, slots }: { block: Block; slots: Slots }) {
  switch (block.kind) {
    case 'text':
      return <Text maw={720}>{block.text}</Text>;
    case 'list':
      return (
        <List spacing="xs" maw={720}>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'steps':
      return (
        <Stack component="ol" gap="md" maw={720} className={classes.plainList}>
          {block.items.map((step, index) => (
            <Group component="li" key={step.title} gap="md" wrap="nowrap" align="flex-start">
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <Stack gap={2}>
                <Title order={3} size="h5">
                  {step.title}
                </Title>
                <Text>{step.text}</Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      );
    case 'facts':
      return <FactList items={block.items} />;
    case 'records':
      return <RecordList items={block.items} />;
    case 'contacts':
      return <ContactList items={block.items} />;
    case 'note':
      return <InfoNote tone={block.tone} title={block.title} text={block.text} />;
    case 'table':
      return <InfoTable caption={block.caption} columns={block.columns} rows={block.rows} />;
    case 'rarities':
      return <RarityList items={block.items} />;
    case 'courses':
      return <CourseLinks courseIds={block.courseIds} />;
    case 'lessons':
      return <LessonLinks lessons={block.lessons} />;
    case 'links':
      return <LinkList items={block.items} />;
    case 'slot':
      return <>{slots[block.name]}</>;
  }
}
