import youth from 'virtual:page/youth';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import classes from '../marketing.module.css';

const copy = youth.steps;

/** The four steps of spec §2 'Youth page': register, set a budget, follow up, win rewards. */
export function HowItWorks() {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: 4 }}
      spacing="lg"
      className={classes.plainList}
    >
      {copy.items.map((step, index) => (
        <Card component="li" key={step.title}>
          <Stack gap="sm">
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text>{step.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
