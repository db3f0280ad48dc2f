import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';

import { showToast } from '@/components/toast';
import { formatKr } from '@/lib/format';

import { goalsCopy } from '../copy';
import { useGoalActions, writeErrorText, type Goal } from '../hooks/use-goals';
import { checkGoalMoney } from '../rules/goal-form';
import { AmountInput } from './amount-input';

const copy = goalsCopy.money;

type Props = { goal: Goal; direction: 'deposit' | 'withdraw'; onClose: () => void };

/** Put money into a goal or take some out (never more than is saved). */
export function GoalMoneyModal({ goal, direction, onClose }: Props) {
  const { move } = useGoalActions();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deposit = direction === 'deposit';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkGoalMoney(amount, direction, goal.savedOre, (ore) => formatKr(ore));
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    try {
      await move(goal.id, deposit ? checked.ore : -checked.ore);
      const text = formatKr(checked.ore);
      if (deposit) showToast(copy.depositedToast, copy.depositedMessage(text), 'success');
      else showToast(copy.withdrawnToast, copy.withdrawnMessage(text), 'success');
      onClose();
    } catch (failure) {
      console.error('Moving money for a goal failed', failure);
      const text = writeErrorText(failure, goalsCopy.saveFailed);
      showToast(text.title, text.message, 'error');
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={deposit ? copy.depositTitle(goal.title) : copy.withdrawTitle(goal.title)}
      radius="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Text c="dimmed">{copy.savedNow(formatKr(goal.savedOre))}</Text>
          <AmountInput
            label={copy.amount}
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          <Button type="submit" size="md" loading={saving} color={deposit ? undefined : 'gray'}>
            {deposit ? copy.depositSave : copy.withdrawSave}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
