import { useState } from 'react';
import {
  Badge,
  Card,
  Group,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';

import { SectionCard } from '@/components/section-card';
import { categoryLabels } from '@/lib/categories';
import { formatKr } from '@/lib/format';

import type { FamilyMember, Insights } from '../api/family-api';
import { familyCopy } from '../copy';
import { useInsights } from '../hooks/use-family';
import { weeklySummary } from '../rules/summary';
import { SpendingChart, type ChartSeries } from './spending-chart';

const copy = familyCopy.insights;
const CATEGORIES = ['food', 'shopping', 'transport', 'entertainment', 'health', 'housing'] as const;
const COLORS = ['teal.6', 'violet.6', 'blue.6', 'orange.6', 'pink.6', 'gray.6'];
const CHART_HEIGHT = 220;
const SERIES: ChartSeries[] = CATEGORIES.map((c, i) => ({
  key: c,
  label: categoryLabels[c],
  color: COLORS[i] ?? 'gray.6',
}));

/** Per child: spending by category, budgets kept, goals, learning, streaks — what is shared. */
export function InsightsCard({ kids }: { kids: FamilyMember[] }) {
  const [child, setChild] = useState<string | null>(kids[0]?.user_id ?? null);
  const { state } = useInsights(child);
  return (
    <SectionCard heading={copy.heading}>
      {kids.length > 1 && (
        <SegmentedControl
          aria-label={copy.choose}
          value={child ?? ''}
          onChange={setChild}
          data={kids.map((kid) => ({ value: kid.user_id, label: kid.first_name }))}
        />
      )}
      {state.status === 'loading' && <Text c="dimmed">{familyCopy.loading}</Text>}
      {state.status === 'error' && <Text c="var(--mantine-color-error)">{state.message}</Text>}
      {state.status === 'ready' && <InsightsBody insights={state.data} />}
    </SectionCard>
  );
}

function InsightsBody({ insights }: { insights: Insights }) {
  const name = insights.child.first_name;
  const weeks = insights.weeks;
  const chartWeeks = (weeks ?? []).map((week) => {
    const n = Number(week.week.slice(-2));
    return {
      key: week.week,
      short: copy.weekShort(n),
      long: `${copy.week} ${n}`,
      values: week.by_category,
    };
  });
  return (
    <Stack gap="md">
      <div>
        <Text fw={700}>{copy.summary}</Text>
        <Text data-testid="weekly-summary">{weeklySummary(insights, categoryLabels)}</Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Svit" value={shown(insights.streak.check_in, copy.streak)} />
        <Fact label="Sparande" value={shown(insights.streak.saving_weeks, copy.savingWeeks)} />
        <Fact
          label="Nivå"
          value={insights.xp ? copy.level(insights.xp.level, insights.xp.total) : null}
        />
        <Fact
          label={familyCopy.tasks.heading}
          value={familyCopy.home.waiting(insights.tasks.waiting)}
        />
      </SimpleGrid>

      <section aria-label={copy.spending}>
        <Text fw={700} mb="xs">
          {copy.spending}
        </Text>
        {weeks ? (
          <>
            <SpendingChart name={name} weeks={chartWeeks} series={SERIES} height={CHART_HEIGHT} />
            <Table mt="sm" aria-label={copy.weekTable(name)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.week}</Table.Th>
                  <Table.Th>Utgifter</Table.Th>
                  <Table.Th>{copy.budget}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {weeks.map((week) => (
                  <Table.Tr key={week.week}>
                    <Table.Td>{week.week.slice(-2)}</Table.Td>
                    <Table.Td>{formatKr(week.spent_ore)}</Table.Td>
                    <Table.Td>
                      <BudgetBadge week={week} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text c="dimmed">{copy.notShared(name)}</Text>
        )}
      </section>

      <section aria-label={copy.goals}>
        <Text fw={700} mb="xs">
          {copy.goals}
        </Text>
        {insights.goals === null && <Text c="dimmed">{copy.notShared(name)}</Text>}
        {insights.goals?.length === 0 && <Text c="dimmed">{copy.noGoals}</Text>}
        <Stack gap="xs">
          {insights.goals?.map((goal) => (
            <div key={goal.id}>
              <Group justify="space-between">
                <Text fw={600}>
                  {goal.title}{' '}
                  {goal.set_by_me && (
                    <Badge size="xs" variant="light">
                      {copy.setByYou}
                    </Badge>
                  )}
                </Text>
                <Text size="sm">
                  {formatKr(goal.saved_ore)} av {formatKr(goal.target_ore)}
                </Text>
              </Group>
              <Progress
                value={Math.min(100, (goal.saved_ore / goal.target_ore) * 100)}
                aria-label={`${goal.title}: ${formatKr(goal.saved_ore)} av ${formatKr(goal.target_ore)}`}
              />
              {goal.match_percent && (
                <Text size="xs" c="dimmed">
                  {copy.match(goal.match_percent)}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      </section>

      <section aria-label={copy.learning}>
        <Text fw={700} mb="xs">
          {copy.learning}
        </Text>
        {insights.learning ? (
          <Text>
            {copy.lessons(insights.learning.lessons_completed, insights.learning.lessons_this_week)}{' '}
            · {copy.courses(insights.learning.courses_completed, insights.learning.courses_total)}
          </Text>
        ) : (
          <Text c="dimmed">{copy.notShared(name)}</Text>
        )}
      </section>
    </Stack>
  );
}

function BudgetBadge({ week }: { week: NonNullable<Insights['weeks']>[number] }) {
  if (week.budget_ore === null) return <Text size="sm">{copy.noBudget}</Text>;
  const label =
    week.budget_kept === null ? copy.ongoing : week.budget_kept ? copy.kept : copy.notKept;
  return (
    <Badge variant="filled" color={week.budget_kept === false ? 'red.9' : 'teal.9'}>
      {label} · {formatKr(week.budget_ore)}
      <VisuallyHidden> budget</VisuallyHidden>
    </Badge>
  );
}

const shown = (n: number | null, say: (n: number) => string) => (n === null ? null : say(n));

/** One figure; null: an adult child does not share it (a calm "Delas inte", not an error). */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      {value === null ? (
        <Text c="dimmed">{copy.notSharedShort}</Text>
      ) : (
        <Text fw={600}>{value}</Text>
      )}
    </Card>
  );
}
