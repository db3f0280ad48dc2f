import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';

import { SectionCard } from '@/components/section-card';
import { showToast } from '@/components/toast';
import { useAction } from '@/hooks/use-action';
import { formatDate, formatKr } from '@/lib/format';
import { parseKr } from '@/lib/money';

import { createTask, type FamilyMember, type FamilyTask } from '../api/family-api';
import { familyCopy } from '../copy';
import { useFamilyTasks, useReviewTask } from '../hooks/use-family';
import { ChildForm, ChildSelect, useChildChoice } from './child-form';

const copy = familyCopy.tasks;
const MAX_REWARD_ORE = 1_000_000;

/** A guardian gives tasks and answers the done ones. */
export function GuardianTasks({ children }: { children: FamilyMember[] }) {
  const { state, reload } = useFamilyTasks(true);
  const review = useReviewTask();
  const tasks = state.status === 'ready' ? state.data : [];
  const waiting = tasks.filter((task) => task.status === 'done');
  const ongoing = tasks.filter((task) => task.status === 'open' || task.status === 'rejected');
  const finished = tasks.filter((task) => task.status === 'approved').slice(0, 10);

  const answer = async (task: FamilyTask, approve: boolean) => {
    try {
      const how = await review(task.id, approve);
      if (how === 'queued') showToast(copy.queued, task.title, 'info');
      else if (approve)
        showToast(
          copy.approve,
          copy.approved(task.child_name, task.reward_ore, task.reward_xp),
          'success',
        );
      else showToast(copy.rejected, task.title, 'info');
      reload();
    } catch (e) {
      showToast(familyCopy.errors.generic, (e as Error).message, 'error');
    }
  };

  return (
    <SectionCard heading={copy.heading}>
      <NewTaskForm kids={children} onCreated={reload} />
      {state.status === 'error' && <Text c="var(--mantine-color-error)">{state.message}</Text>}
      {tasks.length === 0 && state.status === 'ready' && <Text c="dimmed">{copy.none}</Text>}
      <TaskGroup title={copy.waiting} tasks={waiting} onAnswer={answer} />
      <TaskGroup title={copy.ongoing} tasks={ongoing} />
      <TaskGroup title={copy.doneList} tasks={finished} />
    </SectionCard>
  );
}

function TaskGroup({
  title,
  tasks,
  onAnswer,
}: {
  title: string;
  tasks: FamilyTask[];
  onAnswer?: (task: FamilyTask, approve: boolean) => Promise<void>;
}) {
  if (tasks.length === 0) return null;
  return (
    <section aria-label={title}>
      <Text fw={700} mb="xs">
        {title} ({tasks.length})
      </Text>
      <Stack gap="xs">
        {tasks.map((task) => (
          <Card key={task.id} withBorder padding="sm" data-testid="family-task">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{task.title}</Text>
                <Text size="sm" c="dimmed">
                  {task.child_name} · {formatKr(task.reward_ore)} · +{task.reward_xp} XP
                  {task.due_date ? ` · senast ${formatDate(task.due_date)}` : ''}
                </Text>
              </div>
              {onAnswer ? (
                <Group gap="xs">
                  <Button size="xs" onClick={() => void onAnswer(task, true)}>
                    {copy.approve}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void onAnswer(task, false)}>
                    {copy.reject}
                  </Button>
                </Group>
              ) : (
                <Badge variant="filled" color={task.status === 'approved' ? 'teal.9' : 'gray.8'}>
                  {copy.status[task.status]}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

function NewTaskForm({ kids, onCreated }: { kids: FamilyMember[]; onCreated: () => void }) {
  const [child, setChild] = useChildChoice(kids);
  const [title, setTitle] = useState('');
  const [reward, setReward] = useState('');
  const [xp, setXp] = useState<number | string>(20);
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run: saveTask } = useAction(createTask, {
    success: () => ({ title: copy.created, message: title }),
    onDone: () => {
      setTitle('');
      setReward('');
      setDue('');
      onCreated();
    },
    onError: (e) => setErrors({ form: (e as Error).message }),
  });

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!child) problems.child = copy.chooseChild;
    if (!title.trim()) problems.title = copy.titleRequired;
    const parsed = reward.trim() === '' ? { ok: true as const, ore: 0 } : parseKr(reward);
    if (!parsed.ok || parsed.ore > MAX_REWARD_ORE) problems.reward = copy.rewardInvalid;
    const xpValue = typeof xp === 'number' ? xp : Number(xp || 0);
    if (!Number.isInteger(xpValue) || xpValue < 0 || xpValue > 100) problems.xp = copy.xpInvalid;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !child || !parsed.ok) return;
    await saveTask({
      child,
      title,
      rewardOre: parsed.ore,
      rewardXp: xpValue,
      dueDate: due || null,
    });
  };

  return (
    <ChildForm
      label={copy.new}
      busy={busy}
      formError={errors.form}
      submitLabel={copy.create}
      onSubmit={submit}
    >
      <Text fw={700}>{copy.new}</Text>
      <ChildSelect kids={kids} value={child} onChange={setChild} error={errors.child} />
      <TextInput
        label={copy.title}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
      />
      <Group grow align="flex-start">
        <TextInput
          label={copy.reward}
          inputMode="decimal"
          value={reward}
          onChange={(e) => setReward(e.currentTarget.value)}
          error={errors.reward}
        />
        <NumberInput
          label={copy.xp}
          min={0}
          max={100}
          // Out of range gets the form's message, never a silent clamp (issue 41 §2).
          clampBehavior="none"
          value={xp}
          onChange={setXp}
          error={errors.xp}
        />
      </Group>
      <TextInput
        type="date"
        label={copy.due}
        value={due}
        onChange={(e) => setDue(e.currentTarget.value)}
      />
    </ChildForm>
  );
}
