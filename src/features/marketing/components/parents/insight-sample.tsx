import { Card, Group, Progress, Stack, Text } from '@mantine/core';

import { formatKr, formatWeek } from '@/lib/format';

import { parentsLabels } from '../../copy/page-labels';
import classes from '../marketing.module.css';

const copy = parentsLabels.sample;

/** Made-up numbers in the shape parent_insights returns (docs/families.md). */
const SAMPLE = {
  name: 'Elsa',
  week: 47,
  spent: 35_000,
  budget: 120_000,
  byCategory: [
    ['food', 20_000],
    ['transport', 15_000],
  ] as const,
  goal: { saved: 240_000, target: 500_000 },
  lessons: 2,
  streak: 36,
  level: 7,
};

/** One week of the parent insight, as an example figure. */
export function InsightSample() {
  const { goal } = SAMPLE;
  return (
    <Card component="figure" m={0} className={classes.previewCard} maw={460} w="100%">
      <Stack gap="md">
        <Text fw={700} size="lg">
          {copy.title(SAMPLE.name, formatWeek(SAMPLE.week))}
        </Text>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{copy.spent}</Text>
            <Text size="sm">{copy.of(formatKr(SAMPLE.spent), formatKr(SAMPLE.budget))}</Text>
          </Group>
          <Progress
            value={(SAMPLE.spent / SAMPLE.budget) * 100}
            size="lg"
            radius="xl"
            aria-label={`${copy.spent}: ${copy.of(formatKr(SAMPLE.spent), formatKr(SAMPLE.budget))}`}
          />
          <Text size="sm" c="dimmed">
            {`${copy.categories}: ${SAMPLE.byCategory
              .map(([category, ore]) => `${copy.categoryNames[category]} ${formatKr(ore)}`)
              .join(' · ')}`}
          </Text>
          <Text size="sm" fw={600} c="var(--slantis-color-success)">
            {copy.budgetKept}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{copy.goal}</Text>
            <Text size="sm">{copy.of(formatKr(goal.saved), formatKr(goal.target))}</Text>
          </Group>
          <Progress
            value={(goal.saved / goal.target) * 100}
            size="lg"
            radius="xl"
            color="ember"
            aria-label={`${copy.goal}: ${copy.of(formatKr(goal.saved), formatKr(goal.target))}`}
          />
        </Stack>
        <Text size="sm">{copy.lessons(SAMPLE.lessons)}</Text>
        <Text size="sm">{copy.streak(SAMPLE.streak, SAMPLE.level)}</Text>
        <Text component="figcaption" size="sm" c="dimmed">
          {copy.caption}
        </Text>
      </Stack>
    </Card>
  );
}
