import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';

import { showToast } from '@/components/toast';
import { formatKr, formatKrInput } from '@/lib/format';

import { budgetCopy as copy, goalsCopy } from '../copy';
import { useSetBudget, writeErrorText } from '../hooks/use-budget';
import { checkBudgetAmount } from '../rules/goal-form';
import { AmountInput } from './amount-input';

type Props = { weekStart: string; limitOre: number | null; onClose: () => void };

/** Sets or changes the weekly budget (from this week on). */
export function BudgetModal({ weekStart, limitOre, onClose }: Props) {
  const setBudget = useSetBudget();
  const [amount, setAmount] = useState(limitOre === null ? '' : formatKrInput(limitOre));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkBudgetAmount(amount);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    try {
      await setBudget(weekStart, checked.ore);
      showToast(copy.savedToast, copy.savedMessage(formatKr(checked.ore)), 'success');
      onClose();
    } catch (failure) {
      console.error('Setting the budget failed', failure);
      const text = writeErrorText(failure, goalsCopy.saveFailed);
      showToast(text.title, text.message, 'error');
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={copy.modalTitle} radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <AmountInput
            label={copy.amountLabel}
            description={copy.amountHint}
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          <Button type="submit" size="md" loading={saving}>
            {copy.save}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
