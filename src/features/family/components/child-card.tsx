import { IconFlame, IconSchool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { formatDateShort, formatKr } from '@/lib/format';

import type { HomeChild, WaitingTask } from '../api/family-api';
import { familyCopy } from '../copy';
import { ConfirmSaving } from './confirm-saving';

const copy = familyCopy.parentHome;
const MAX_GOALS = 3;

type Props = {
  child: HomeChild;
  /** Approve (true) or send back (false) a waiting task; resolves when answered. */
  onAnswer: (task: WaitingTask, childName: string, approve: boolean) => Promise<void>;
  /** The task being answered right now (its buttons wait). */
  busyTask: string | null;
  /** Confirms the child's listed deposits (issue 40 §6). */
  onConfirm: (child: HomeChild) => Promise<void>;
  /** Whose deposits are being confirmed right now. */
  confirming: string | null;
};

/** One child on the parent home: this week's spending, goals, lessons, streak, waiting tasks. */
export function ChildCard({ child, onAnswer, busyTask, onConfirm, confirming }: Props) {
  const { insights, waiting } = child;
  const name = insights.child.first_name;
  const headingId = `child-${insights.child.user_id}`;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder data-testid="child-card">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="teal" radius="xl" size="md" aria-hidden>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div>
              <Title order={3} size="h4" id={headingId}>
                {insights.child.display_name}
              </Title>
              {insights.child.age_group === 'adult' && (
                <Text size="xs" c="dimmed">
                  {copy.adult}
                </Text>
              )}
            </div>
          </Group>
          <Anchor component={Link} to="/familj" size="sm" style={{ whiteSpace: 'nowrap' }}>
            {copy.moreAbout(name)}
          </Anchor>
        </Group>

        <WeekSpending child={child} />

        <Group grow gap="sm" align="stretch">
          <Fact
            icon={<IconSchool size={18} />}
            color="blue"
            label={copy.learning}
            value={insights.learning ? copy.lessons(insights.learning.lessons_this_week) : null}
          />
          <Fact
            icon={<IconFlame size={18} />}
            color="ember"
            label={copy.streak}
            value={
              insights.streak.check_in === null ? null : copy.streakDays(insights.streak.check_in)
            }
          />
        </Group>

        <Goals child={child} />

        <ConfirmSaving
          child={child}
          onConfirm={onConfirm}
          busy={confirming === insights.child.user_id}
        />

        <section aria-label={copy.waiting(waiting.length)}>
          <Text fw={700} size="sm" mb={6}>
            {copy.waiting(waiting.length)}
          </Text>
          {waiting.length === 0 ? (
            <Text size="sm" c="dimmed">
              {copy.noWaiting}
            </Text>
          ) : (
            <Stack gap="xs">
              {waiting.map((task) => (
                <Paper
                  key={task.id}
                  withBorder
                  p="sm"
                  radius="md"
                  style={{ borderLeft: '4px solid var(--mantine-color-ember-filled)' }}
                  data-testid="waiting-task"
                >
                  <Text fw={600}>{task.title}</Text>
                  <Text size="sm" c="dimmed">
                    {copy.reward(formatKr(task.reward_ore), task.reward_xp)}
                    {task.due_date ? ` · ${copy.due(formatDateShort(task.due_date))}` : ''}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button
                      size="sm"
                      loading={busyTask === task.id}
                      disabled={busyTask !== null && busyTask !== task.id}
                      onClick={() => void onAnswer(task, name, true)}
                    >
                      {copy.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="default"
                      disabled={busyTask !== null}
                      onClick={() => void onAnswer(task, name, false)}
                    >
                      {copy.sendBack}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </Card>
  );
}

/** This week's spending against the budget as a compact bar; an honest line if not shared. */
function WeekSpending({ child }: { child: HomeChild }) {
  const name = child.insights.child.first_name;
  const week = child.insights.weeks?.at(-1);
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
        {copy.thisWeek}
      </Text>
      {!week ? (
        <Text size="sm" c="dimmed">
          {copy.notShared.spending(name)}
        </Text>
      ) : week.budget_ore === null ? (
        <Text fw={600}>{copy.noBudget(formatKr(week.spent_ore))}</Text>
      ) : (
        <BudgetBar name={name} spent={week.spent_ore} budget={week.budget_ore} />
      )}
    </div>
  );
}

function BudgetBar({ name, spent, budget }: { name: string; spent: number; budget: number }) {
  const over = spent > budget;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} size="lg">
          {copy.spentOf(formatKr(spent), formatKr(budget))}
        </Text>
        <Text size="sm" c={over ? 'var(--mantine-color-error)' : 'dimmed'} fw={over ? 600 : 400}>
          {over ? copy.over(formatKr(spent - budget)) : copy.left(formatKr(budget - spent))}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          color={over ? 'red' : 'teal'}
          value={budget > 0 ? Math.min(100, (spent / budget) * 100) : 100}
          aria-label={copy.budgetLabel(name, formatKr(spent), formatKr(budget))}
        />
      </Progress.Root>
    </Stack>
  );
}

function Goals({ child }: { child: HomeChild }) {
  const name = child.insights.child.first_name;
  const goals = child.insights.goals;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
        {copy.goals}
      </Text>
      {goals === null ? (
        <Text size="sm" c="dimmed">
          {copy.notShared.goals(name)}
        </Text>
      ) : goals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.noGoals}
        </Text>
      ) : (
        <Stack gap="xs">
          {goals.slice(0, MAX_GOALS).map((goal) => {
            const saved = formatKr(goal.saved_ore);
            const target = formatKr(goal.target_ore);
            return (
              <div key={goal.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {goal.title}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {copy.spentOf(saved, target)}
                  </Text>
                </Group>
                <Progress.Root size="sm" radius="xl">
                  <Progress.Section
                    value={Math.min(100, (goal.saved_ore / goal.target_ore) * 100)}
                    aria-label={copy.goalLabel(goal.title, saved, target)}
                  />
                </Progress.Root>
              </div>
            );
          })}
          {goals.length > MAX_GOALS && (
            <Text size="xs" c="dimmed">
              {copy.moreGoals(goals.length - MAX_GOALS)}
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}

/** A small figure; null when an adult child does not share it ("Delas inte", not a zero). */
function Fact({
  icon,
  color,
  label,
  value,
}: {
  icon: React.ReactNode;
  color: string;
  label: string;
  value: string | null;
}) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600} c={value === null ? 'dimmed' : undefined}>
            {value ?? copy.notSharedShort}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
