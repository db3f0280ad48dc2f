import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { showToast } from '@/components/toast';
import { formatKrInput } from '@/lib/format';

import { transactionsCopy } from '../copy';
import { useTransactionForm } from '../hooks/use-transaction-form';
import { useTransactionActions, writeErrorText } from '../hooks/use-transactions';
import { checkTransactionForm } from '../rules/transaction-form';
import type { TransactionRow } from '../types';
import { TransactionFields } from './transaction-fields';

const copy = transactionsCopy;

/** Edit a transaction with the same rules as adding one, or delete it after a confirm. */
export function EditTransactionModal({
  row,
  onClose,
}: {
  row: TransactionRow;
  onClose: () => void;
}) {
  const { update, remove } = useTransactionActions();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const form = useTransactionForm({
    type: row.type,
    amount: formatKrInput(row.amountOre),
    description: row.description,
    category: row.category,
  });

  const failed = (error: unknown) => {
    console.error('Changing a transaction failed', error);
    const text = writeErrorText(error, copy.saveFailedToast);
    showToast(text.title, text.message, 'error');
  };

  const submit = form.onSubmit(
    async (values) => {
      const checked = checkTransactionForm(values);
      if (!checked.ok) return;
      setWorking(true);
      try {
        await update(row.id, checked.value);
        showToast(copy.edit.savedToast, checked.value.description, 'success');
        onClose();
      } catch (error) {
        failed(error);
      } finally {
        setWorking(false);
      }
    },
    () => {
      const result = checkTransactionForm(form.getValues());
      if (!result.ok && result.missing) {
        showToast(copy.missingToast.title, copy.missingToast.message, 'error');
      }
    },
  );

  const confirmDelete = async () => {
    setWorking(true);
    try {
      await remove(row.id);
      showToast(copy.edit.deletedToast, copy.edit.deletedMessage, 'success');
      onClose();
    } catch (error) {
      failed(error);
      setWorking(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={confirming ? copy.edit.confirmTitle : copy.edit.title}
      size="lg"
      radius="lg"
    >
      {confirming ? (
        <Stack gap="lg">
          <Text>{copy.edit.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={() => setConfirming(false)}>
              {copy.edit.cancel}
            </Button>
            <Button color="red" size="md" loading={working} onClick={() => void confirmDelete()}>
              {copy.edit.confirmYes}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <TransactionFields form={form} idPrefix={`edit-${row.id}`} />
          <Group justify="space-between" mt="xl" gap="sm">
            <Button variant="subtle" color="red" size="md" onClick={() => setConfirming(true)}>
              {copy.edit.delete}
            </Button>
            <Button type="submit" size="md" loading={working}>
              {copy.edit.save}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
