import { Button, Modal, Stack, Text } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { formatKr } from '@/lib/format';

import { goalsCopy } from '../copy';
import { useGoalActions, writeErrorText, type Goal } from '../hooks/use-goals';
import { checkGoalMoney } from '../rules/goal-form';
import { AmountInput, useAmountField } from './amount-input';

const copy = goalsCopy.money;

type Props = { goal: Goal; direction: 'deposit' | 'withdraw'; onClose: () => void };

/** Put money into a goal or take some out (never more than is saved). */
export function GoalMoneyModal({ goal, direction, onClose }: Props) {
  const { move } = useGoalActions();
  const amount = useAmountField();
  const deposit = direction === 'deposit';
  const save = useAction((ore: number) => move(goal.id, deposit ? ore : -ore), {
    success: (_, ore) =>
      deposit
        ? { title: copy.depositedToast, message: copy.depositedMessage(formatKr(ore)) }
        : { title: copy.withdrawnToast, message: copy.withdrawnMessage(formatKr(ore)) },
    onDone: onClose,
    failure: (failure) => writeErrorText(failure, goalsCopy.saveFailed),
    onError: (failure) => console.error('Moving money for a goal failed', failure),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const ore = amount.accept(
      checkGoalMoney(amount.value, direction, goal.savedOre, (ore) => formatKr(ore)),
    );
    if (ore !== null) await save.run(ore);
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
          <AmountInput label={copy.amount} {...amount.inputProps} required data-autofocus />
          <Button type="submit" size="md" loading={save.busy} color={deposit ? undefined : 'gray'}>
            {deposit ? copy.depositSave : copy.withdrawSave}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
