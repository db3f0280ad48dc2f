import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';

import { transactionPage, type TransactionPage } from '@/data/queries';
import {
  addTransaction,
  deleteTransaction,
  previewPurchaseXp,
  updateTransaction,
  type AddedTransaction,
} from '@/data/repos/transactions';
import { useUserData } from '@/data/session';
import type { TransactionRow } from '@/data/types';
import { dayKey } from '@/lib/dates';

import type { CheckedTransaction } from '../rules/transaction-form';

export type { AddedTransaction };
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

/**
 * The XP logging a purchase or income gives right now (the day's 5-5-5-2-2-2 ladder, never the
 * amount), live: it drops after each save. undefined while loading or signed out.
 */
export function usePurchaseXpPreview(): number | undefined {
  const data = useUserData();
  const day = dayKey(new Date());
  return useLiveQuery(
    () => (data ? previewPurchaseXp(data.db, data.userId, new Date()) : undefined),
    [data, day],
  );
}

/** Writes for the transaction screens; each is one local Dexie transaction (works offline). */
export function useTransactionActions() {
  const data = useUserData();

  const add = useCallback(
    (value: CheckedTransaction): Promise<AddedTransaction> => {
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
