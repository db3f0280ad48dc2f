import { useForm } from '@mantine/form';

import { useDirtyForm } from '@/components/use-dirty-form';

import { checkTransactionForm, type TransactionFormValues } from '../rules/transaction-form';

export const emptyTransactionForm: TransactionFormValues = {
  type: 'expense',
  amount: '',
  description: '',
  category: null,
};

/** The add and edit forms' state, validated by the spec §5 rules. */
export function useTransactionForm(initialValues: TransactionFormValues = emptyTransactionForm) {
  const form = useForm<TransactionFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = checkTransactionForm(values);
      return result.ok ? {} : result.errors;
    },
  });
  // Unsaved input holds back an app update (it reloads the page).
  useDirtyForm(form.isDirty());
  return form;
}

export type TransactionForm = ReturnType<typeof useTransactionForm>;
