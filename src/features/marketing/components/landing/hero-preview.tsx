import { IconFlame } from '@tabler/icons-react';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';

import { formatKr, formatWeek } from '@/lib/format';

import { landingCopy } from '../../copy/landing';
import type { Audience } from '../../copy/landing';
import classes from '../marketing.module.css';

const copy = landingCopy.preview;

/** Spec §9 sample values, shown as an example of the app (not anyone's real data). */
const SAMPLE = {
  goal: { saved: 240_000, target: 500_000 },
  budget: { used: 85_000, total: 120_000 },
  level: { level: 7, current: 340, next: 500 },
  streak: 5,
  parent: { name: 'Elsa', week: 47, spent: 35_000, budget: 120_000, lessons: 2 },
};

/** A small picture of the app for the chosen audience, as a captioned figure. */
export function HeroPreview({ audience }: { audience: Audience }) {
  return (
    <Card component="figure" m={0} className={classes.previewCard} maw={420} w="100%">
      <Stack gap="md">
        {audience === 'ungdom' ? <YouthPreview /> : <ParentPreview />}
        <Text component="figcaption" size="sm" c="dimmed">
          {copy.caption}
        </Text>
      </Stack>
    </Card>
  );
}

function Meter({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{label}</Text>
        <Text size="sm">{detail}</Text>
      </Group>
      <Progress value={value} size="lg" radius="xl" aria-label={`${label}: ${detail}`} />
    </Stack>
  );
}

function YouthPreview() {
  const y = copy.ungdom;
  const { goal, budget, level } = SAMPLE;
  return (
    <>
      <Meter
        label={y.goal}
        value={(goal.saved / goal.target) * 100}
        detail={y.of(formatKr(goal.saved), formatKr(goal.target))}
      />
      <Meter
        label={y.budget}
        value={(budget.used / budget.total) * 100}
        detail={y.of(formatKr(budget.used), formatKr(budget.total))}
      />
      <Group justify="space-between">
        <Badge size="lg" variant="light">
          {y.level(level.level)}
        </Badge>
        <Text size="sm">{y.xp(level.current, level.next)}</Text>
        <Group gap={4} wrap="nowrap">
          <IconFlame size={18} aria-hidden color="var(--mantine-color-ember-light-color)" />
          <Text size="sm" fw={600}>
            {y.streak(SAMPLE.streak)}
          </Text>
        </Group>
      </Group>
    </>
  );
}

function ParentPreview() {
  const p = copy.foraldrar;
  const { parent, goal } = SAMPLE;
  return (
    <>
      <Text fw={700}>{p.title(parent.name, formatWeek(parent.week))}</Text>
      <Meter
        label={p.spent}
        value={(parent.spent / parent.budget) * 100}
        detail={p.of(formatKr(parent.spent), formatKr(parent.budget))}
      />
      <Text size="sm" fw={600} c="var(--slantis-color-success)">
        {p.budgetKept}
      </Text>
      <Meter
        label={p.goal}
        value={(goal.saved / goal.target) * 100}
        detail={p.of(formatKr(goal.saved), formatKr(goal.target))}
      />
      <Text size="sm">{p.lessons(parent.lessons)}</Text>
    </>
  );
}
