import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, Card } from '@mantine/core';

import { showToast } from '@/components/toast';
import { useDirtyForm } from '@/components/use-dirty-form';
import { useAction } from '@/hooks/use-action';
import { formatKr } from '@/lib/format';

import { transactionsCopy as copy } from '../copy';
import { emptyTransactionForm, useTransactionForm } from '../hooks/use-transaction-form';
import {
  NotReadyError,
  usePurchaseXpPreview,
  useTransactionActions,
  writeErrorText,
} from '../hooks/use-transactions';
import { checkTransactionForm } from '../rules/transaction-form';
import { TransactionFields } from './transaction-fields';

/** Spec §2, §4: after a save the user goes back home after 1.5 s. */
export const RETURN_HOME_DELAY_MS = 1500;

/** The /add-transaction form: saved locally at once (offline too), then back to the dashboard. */
export function AddTransactionForm() {
  const navigate = useNavigate();
  const { add } = useTransactionActions();
  const form = useTransactionForm();
  const xpPreview = usePurchaseXpPreview();
  // Set on a save: the user goes home 1.5 s later (cancelled if they leave first).
  const [saves, setSaves] = useState(0);
  const { busy: saving, run: save } = useAction(add, {
    success: (row) => ({
      title: copy.savedToast[row.type],
      message: copy.savedToast.message(formatKr(row.amountOre), row.xpAwarded),
    }),
    failure: (error) =>
      error instanceof NotReadyError ? copy.notReady : writeErrorText(error, copy.saveFailedToast),
    // Inside the action's run, so the save count goes up in the same render as the busy state
    // goes down: the update's hold (below) never lets go in between.
    onDone: (row) => {
      form.setValues({
        ...emptyTransactionForm,
        type: row.type,
        category: row.type === 'income' ? 'income' : null,
      });
      setSaves((count) => count + 1);
    },
    onError: (error) => {
      if (!(error instanceof NotReadyError)) console.error('Saving a transaction failed', error);
    },
  });

  // An app update waits from the save until the user has seen the confirmation and is home
  // (one hold across saving → saved, so the form's own hold can let go in between).
  useDirtyForm(saving || saves > 0);
  useEffect(() => {
    if (saves === 0) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), RETURN_HOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saves, navigate]);

  const submit = form.onSubmit(
    async (values) => {
      const checked = checkTransactionForm(values);
      if (!checked.ok) return;
      await save(checked.value);
    },
    () => {
      const result = checkTransactionForm(form.getValues());
      if (!result.ok && result.missing) {
        showToast(copy.missingToast.title, copy.missingToast.message, 'error');
      }
    },
  );

  const type = form.getValues().type;
  return (
    <Card component="form" onSubmit={submit} noValidate maw={560} w="100%">
      <TransactionFields form={form} idPrefix="add-transaction" xp={xpPreview} />
      <Button type="submit" size="lg" fullWidth mt="xl" loading={saving}>
        {copy.save[type]}
      </Button>
    </Card>
  );
}
