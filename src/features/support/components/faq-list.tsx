import { Accordion, Stack, Text, Title } from '@mantine/core';

import { FAQ_TOPICS, type FaqTopic } from '../faq-content';
import classes from './support.module.css';

/** The FAQ by topic: each question opens its answer (several may be open at once). */
export function FaqList({
  topics = FAQ_TOPICS,
  headingOrder = 2,
}: {
  topics?: readonly FaqTopic[];
  headingOrder?: 2 | 3;
}) {
  return (
    <Stack gap="lg">
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`faq-topic-${topic.id}`}>
          <Title order={headingOrder} fz="h3" id={`faq-topic-${topic.id}`} mb="xs">
            {topic.title}
          </Title>
          <Accordion
            multiple
            variant="separated"
            radius="md"
            classNames={{ item: classes.faqItem }}
          >
            {topic.entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id} id={entry.id}>
                <Accordion.Control>
                  <Text fw={600}>{entry.question}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text>{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
