import { useForm } from '@mantine/form';

import { checkTransactionForm, type TransactionFormValues } from '../rules/transaction-form';

export const emptyTransactionForm: TransactionFormValues = {
  type: 'expense',
  amount: '',
  description: '',
  category: null,
};

/** The add and edit forms' state, validated by the spec §5 rules. */
export function useTransactionForm(initialValues: TransactionFormValues = emptyTransactionForm) {
  return useForm<TransactionFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = checkTransactionForm(values);
      return result.ok ? {} : result.errors;
    },
  });
}

export type TransactionForm = ReturnType<typeof useTransactionForm>;
