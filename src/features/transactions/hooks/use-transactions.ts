import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { transactionPage, type TransactionPage } from '@/data/queries';
import {
  addTransaction,
  deleteTransaction,
  updateTransaction,
  xpForAmount,
} from '@/data/repos/transactions';
import { useUserData } from '@/data/session';
import type { TransactionRow } from '@/data/types';

import type { CheckedTransaction } from '../rules/transaction-form';

export { xpForAmount };
export { writeErrorText } from '@/data/write-error';

/** Thrown when a write is attempted before the user's database is open. */
export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

/** The newest `limit` transactions, live: they update at once after a write or a sync. */
export function useTransactionPage(limit: number): TransactionPage | undefined {
  const data = useUserData();
  return useLiveQuery(
    () => (data ? transactionPage(data.db, data.userId, limit) : { rows: [], hasMore: false }),
    [data, limit],
  );
}

/** Writes for the transaction screens; each is one local Dexie transaction (works offline). */
export function useTransactionActions() {
  const data = useUserData();

  const add = useCallback(
    (value: CheckedTransaction): Promise<TransactionRow> => {
      if (!data) return Promise.reject(new NotReadyError());
      return addTransaction(data.db, data.userId, value);
    },
    [data],
  );

  const update = useCallback(
    (id: string, value: CheckedTransaction): Promise<TransactionRow> => {
      if (!data) return Promise.reject(new NotReadyError());
      return updateTransaction(data.db, id, value);
    },
    [data],
  );

  const remove = useCallback(
    (id: string): Promise<void> => {
      if (!data) return Promise.reject(new NotReadyError());
      return deleteTransaction(data.db, id);
    },
    [data],
  );

  return { add, update, remove, ready: data !== null };
}
