import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
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
  const save = useAction((ore: number) => setBudget(weekStart, ore), {
    success: (_, ore) => ({ title: copy.savedToast, message: copy.savedMessage(formatKr(ore)) }),
    onDone: onClose,
    failure: (failure) => writeErrorText(failure, goalsCopy.saveFailed),
    onError: (failure) => console.error('Setting the budget failed', failure),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkBudgetAmount(amount);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    await save.run(checked.ore);
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
          <Button type="submit" size="md" loading={save.busy}>
            {copy.save}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
