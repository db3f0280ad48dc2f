import type { Table } from 'dexie';

import { markStorageFull, markStorageOk } from '@/stores/storage-store';

import type { SlantisDb } from './db';
import { isQuotaError } from './quota';
import { notifyLocalWrite } from './signals';

/**
 * Runs one user write as a single rw Dexie transaction, then reports it: a commit clears the
 * "storage full" state and wakes the sync; a quota failure sets that state. Errors are always
 * rethrown, so the form keeps the input and never says "sparat" for a write that rolled back.
 */
export async function runLocalWrite<T>(
  db: SlantisDb,
  tables: readonly Table[],
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await db.transaction('rw', tables, write);
  } catch (error) {
    if (isQuotaError(error)) markStorageFull();
    throw error;
  }
  markStorageOk();
  notifyLocalWrite();
  return result;
}
