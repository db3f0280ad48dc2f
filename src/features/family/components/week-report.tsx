import { Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';

import { formatInteger, formatKr } from '@/lib/format';

import type { HomeChild, WeekReport as Week } from '../api/family-api';
import { familyCopy } from '../copy';

const copy = familyCopy.parentHome.report;
const notShared = familyCopy.parentHome.notSharedShort;

/** Last week per child on the parent home: spent vs budget, saved, lessons, tasks approved. */
export function WeekReport({ kids }: { kids: HomeChild[] }) {
  const first = kids[0]?.last_week;
  if (!first) return null;
  const weekNumber = Number(first.week.slice(-2));
  return (
    <Card component="section" aria-labelledby="week-report-heading" withBorder>
      <Stack gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3" id="week-report-heading">
            {copy.heading}
          </Title>
          <Text c="dimmed">{copy.week(weekNumber)}</Text>
        </Group>
        <Stack gap="sm" hiddenFrom="sm">
          {kids.map((kid) => (
            <Compact
              key={kid.insights.child.user_id}
              name={kid.insights.child.display_name}
              week={kid.last_week}
            />
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={560} visibleFrom="sm">
          <Table aria-label={copy.label} verticalSpacing="sm" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{copy.child}</Table.Th>
                <Table.Th>{copy.spent}</Table.Th>
                <Table.Th>{copy.budget}</Table.Th>
                <Table.Th>{copy.saved}</Table.Th>
                <Table.Th>{copy.lessons}</Table.Th>
                <Table.Th>{copy.tasks}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kids.map((kid) => (
                <Row
                  key={kid.insights.child.user_id}
                  name={kid.insights.child.display_name}
                  week={kid.last_week}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function Row({ name, week }: { name: string; week: Week }) {
  const hidden = (
    <Text c="dimmed" size="sm">
      {notShared}
    </Text>
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">{name}</Table.Th>
      <Table.Td>{week.spent_ore === null ? hidden : formatKr(week.spent_ore)}</Table.Td>
      <Table.Td>
        <Budget week={week} hidden={hidden} />
      </Table.Td>
      <Table.Td>{week.saved_ore === null ? hidden : formatKr(week.saved_ore)}</Table.Td>
      <Table.Td>{week.lessons === null ? hidden : formatInteger(week.lessons)}</Table.Td>
      <Table.Td>{formatInteger(week.tasks_approved)}</Table.Td>
    </Table.Tr>
  );
}

/** On a phone: one child's week as label–value pairs, no sideways scrolling. */
function Compact({ name, week }: { name: string; week: Week }) {
  const hidden = (
    <Text c="dimmed" size="sm">
      {notShared}
    </Text>
  );
  const pairs: [string, React.ReactNode][] = [
    [copy.spent, week.spent_ore === null ? hidden : formatKr(week.spent_ore)],
    [copy.budget, <Budget key="budget" week={week} hidden={hidden} />],
    [copy.saved, week.saved_ore === null ? hidden : formatKr(week.saved_ore)],
    [copy.lessons, week.lessons === null ? hidden : formatInteger(week.lessons)],
    [copy.tasks, formatInteger(week.tasks_approved)],
  ];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="week-report-child">
      <Text fw={700} mb={6}>
        {name}
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {pairs.map(([label, shown]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="div" size="sm" fw={600}>
              {shown}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Budget({ week, hidden }: { week: Week; hidden: React.ReactNode }) {
  if (week.spent_ore === null) return hidden;
  if (week.budget_ore === null) return <Text size="sm">{copy.none}</Text>;
  const kept = week.spent_ore <= week.budget_ore;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatKr(week.budget_ore)}</Text>
      <Badge variant="filled" color={kept ? 'teal.9' : 'red.9'} size="sm">
        {kept ? copy.kept : copy.over}
      </Badge>
    </Group>
  );
}
