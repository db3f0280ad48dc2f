import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

import { showToast } from '@/components/toast';
import { formatKr, formatKrInput } from '@/lib/format';

import { goalsCopy } from '../copy';
import { isGoalLimitError, useGoalActions, writeErrorText, type Goal } from '../hooks/use-goals';
import { checkGoalForm, type GoalFormErrors, type GoalFormValues } from '../rules/goal-form';
import { AmountInput } from './amount-input';

const copy = goalsCopy.form;

type Props = {
  goal?: Goal;
  onClose: () => void;
  /** Only ask whether to delete the goal (a locked goal: it can't be changed, only removed). */
  deleteOnly?: boolean;
};

/** Create a goal (goal = undefined) or change or delete one. */
export function GoalFormModal({ goal, onClose, deleteOnly = false }: Props) {
  const actions = useGoalActions();
  const [values, setValues] = useState<GoalFormValues>({
    title: goal?.title ?? '',
    target: goal ? formatKrInput(goal.targetOre) : '',
    targetDate: goal?.targetDate ?? '',
  });
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState(deleteOnly);

  const field = (name: keyof GoalFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const failed = (failure: unknown) => {
    if (isGoalLimitError(failure)) {
      showToast(goalsCopy.limitTitle, goalsCopy.limitReachedToast, 'error');
    } else {
      console.error('Saving a goal failed', failure);
      const text = writeErrorText(failure, goalsCopy.saveFailed);
      showToast(text.title, text.message, 'error');
    }
    setWorking(false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkGoalForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setWorking(true);
    try {
      if (goal) {
        await actions.update(goal.id, checked.value);
        showToast(copy.savedToast, checked.value.title, 'success');
      } else {
        await actions.create(checked.value);
        showToast(copy.createdToast, copy.createdMessage(checked.value.title), 'success');
      }
      onClose();
    } catch (failure) {
      failed(failure);
    }
  };

  const remove = async () => {
    if (!goal) return;
    setWorking(true);
    try {
      await actions.remove(goal.id);
      showToast(copy.deletedToast, goal.title, 'success');
      onClose();
    } catch (failure) {
      failed(failure);
    }
  };

  if (confirming && goal) {
    return (
      <Modal opened onClose={onClose} title={copy.confirmTitle} radius="lg">
        <Stack gap="lg">
          <Text>{copy.confirmText(formatKr(goal.savedOre))}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              size="md"
              onClick={() => (deleteOnly ? onClose() : setConfirming(false))}
            >
              {copy.cancel}
            </Button>
            <Button color="red" size="md" loading={working} onClick={() => void remove()}>
              {copy.confirmYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={goal ? copy.editTitle : copy.createTitle} radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            size="md"
            label={copy.title}
            placeholder={copy.titlePlaceholder}
            required
            data-autofocus
            {...field('title')}
          />
          <AmountInput label={copy.target} required {...field('target')} />
          <TextInput size="md" type="date" label={copy.targetDate} {...field('targetDate')} />
          <Group justify={goal ? 'space-between' : 'flex-end'} mt="sm" gap="sm">
            {goal && (
              <Button variant="subtle" color="red" size="md" onClick={() => setConfirming(true)}>
                {copy.delete}
              </Button>
            )}
            <Button type="submit" size="md" loading={working}>
              {copy.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
