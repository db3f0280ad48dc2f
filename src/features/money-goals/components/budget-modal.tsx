import { Button, Modal, Stack } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { formatKr, formatKrInput } from '@/lib/format';

import { budgetCopy as copy, goalsCopy } from '../copy';
import { useSetBudget, writeErrorText } from '../hooks/use-budget';
import { checkBudgetAmount } from '../rules/goal-form';
import { AmountInput, useAmountField } from './amount-input';

type Props = { weekStart: string; limitOre: number | null; onClose: () => void };

/** Sets or changes the weekly budget (from this week on). */
export function BudgetModal({ weekStart, limitOre, onClose }: Props) {
  const setBudget = useSetBudget();
  const amount = useAmountField(limitOre === null ? '' : formatKrInput(limitOre));
  const save = useAction((ore: number) => setBudget(weekStart, ore), {
    success: (_, ore) => ({ title: copy.savedToast, message: copy.savedMessage(formatKr(ore)) }),
    onDone: onClose,
    failure: (failure) => writeErrorText(failure, goalsCopy.saveFailed),
    onError: (failure) => console.error('Setting the budget failed', failure),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const ore = amount.accept(checkBudgetAmount(amount.value));
    if (ore !== null) await save.run(ore);
  };

  return (
    <Modal opened onClose={onClose} title={copy.modalTitle} radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <AmountInput
            label={copy.amountLabel}
            description={copy.amountHint}
            {...amount.inputProps}
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
