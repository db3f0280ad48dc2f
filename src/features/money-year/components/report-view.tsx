import { IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { Badge, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { courses } from '@/content';

import type { LearnedDone, ReportRule } from '../api/money-year-api';
import { reportCopy as copy } from '../copy';

const lessonTitles = new Map(
  courses.flatMap((course) => course.lessons.map((lesson) => [lesson.id, lesson.title] as const)),
);
const courseTitles = new Map(courses.map((course) => [course.id, course.title] as const));

/** One month's report: what was learned, and what was done after it (the server's rules). */
export function ReportView({
  report,
  headingLevel = 2,
  name,
}: {
  report: LearnedDone;
  headingLevel?: 2 | 3;
  /** The child's first name when a guardian reads it (the headings then name the child). */
  name?: string;
}) {
  const sub = headingLevel === 2 ? 3 : 4;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={sub} fz="h4">
            {name ? copy.learnedBy(name) : copy.learned}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="teal">
              {copy.lessons(report.lessons.length)}
            </Badge>
            {report.courses.length > 0 && (
              <Badge variant="light" color="violet">
                {copy.courses(report.courses.length)}
              </Badge>
            )}
            <Badge variant="light" color="orange">
              {copy.drills(report.drillsPassed)}
            </Badge>
          </Group>
          {report.lessons.length === 0 ? (
            <Text c="dimmed">{copy.nothingLearned}</Text>
          ) : (
            <List size="sm" spacing={4}>
              {report.courses.map((id) => (
                <List.Item key={id} fw={700}>
                  {courseTitles.get(id) ?? id}
                </List.Item>
              ))}
              {report.lessons.map((id) => (
                <List.Item key={id}>{lessonTitles.get(id) ?? id}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={sub} fz="h4">
            {name ? copy.didBy(name) : copy.did}
          </Title>
          {report.rules.length === 0 ? (
            <Text c="dimmed">{copy.nothingDid}</Text>
          ) : (
            report.rules.map((rule) => <RuleRow key={rule.key} rule={rule} />)
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

function RuleRow({ rule }: { rule: ReportRule }) {
  const words = copy.rule[rule.key];
  const share = rule.target > 0 ? Math.min(rule.value / rule.target, 1) * 100 : 0;
  return (
    <Stack gap={4} data-testid={`rule-${rule.key}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {words.title}
        </Text>
        <Badge
          style={{ flex: 'none' }}
          color={rule.done ? 'teal' : 'gray'}
          variant={rule.done ? 'filled' : 'light'}
          leftSection={rule.done ? <IconCircleCheck size={14} /> : <IconProgress size={14} />}
        >
          {rule.done ? copy.done : copy.notYet}
        </Badge>
      </Group>
      <Text size="sm">{words.value(rule.value, rule.target, rule.amountOre)}</Text>
      <Progress value={share} color={rule.done ? 'teal' : 'orange'} aria-hidden />
    </Stack>
  );
}
