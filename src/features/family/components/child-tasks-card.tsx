import { IconChecklist } from '@tabler/icons-react';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { dayKey } from '@/lib/dates';
import { formatDate, formatKr } from '@/lib/format';

import { childTaskCopy as copy } from '../child-copy';
import { useChildTasks, useMarkTaskDone } from '../hooks/use-child-tasks';
import { isOverdue, orderTasks } from '../rules/task-order';

/**
 * 'Mina uppdrag' on a child's home page: tasks from a parent, marked done on the device (works
 * offline); the parent approves, and the reward arrives as income and XP with the next sync.
 * Hidden when the child has never had a task.
 */
export function ChildTasksCard() {
  const tasks = useChildTasks();
  const markDone = useMarkTaskDone();
  if (!tasks || tasks.length === 0) return null;
  const today = dayKey(new Date());
  const ordered = orderTasks(tasks);
  const shown = [
    ...ordered.filter((task) => task.status !== 'approved'),
    ...ordered.filter((task) => task.status === 'approved').slice(0, 3),
  ];

  const done = async (id: string, title: string) => {
    try {
      await markDone(id);
      showToast(copy.doneToast, title, 'success');
    } catch {
      showToast(copy.failed, title, 'error');
    }
  };

  return (
    <Card>
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <IconChecklist size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {copy.heading}
          </Title>
        </Group>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((task) => (
            <Card key={task.id} withBorder padding="sm" component="li" data-testid="child-task">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{task.title}</Text>
                  <Text size="sm" c="dimmed">
                    {formatKr(task.rewardOre)} · +{task.rewardXp} XP
                    {task.dueDate ? ` · ${copy.due(formatDate(task.dueDate))}` : ''}
                  </Text>
                  {isOverdue(task, today) && (
                    <Badge color="red.9" variant="filled" size="sm">
                      {copy.overdue}
                    </Badge>
                  )}
                  {task.status === 'rejected' && (
                    <Text size="sm" fw={600}>
                      {copy.rejected}
                    </Text>
                  )}
                </div>
                {task.status === 'open' || task.status === 'rejected' ? (
                  <Button size="sm" onClick={() => void done(task.id, task.title)}>
                    {copy.done}
                  </Button>
                ) : (
                  <Badge variant="filled" color={task.status === 'approved' ? 'teal.9' : 'blue.9'}>
                    {task.status === 'approved' ? copy.approved : copy.waiting}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
