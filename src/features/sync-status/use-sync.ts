import { useLiveQuery } from 'dexie-react-hooks';

import { currentUserData, useUserData } from '@/data/session';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '@/data/sync';
import type { DeadLetter } from '@/data/types';

/** The refused ops of the signed-in user, live. */
export function useDeadLetters(): DeadLetter[] {
  const data = useUserData();
  return useLiveQuery(() => (data ? listDeadLetters(data.db) : []), [data], []);
}

export function syncNow(): Promise<void> {
  return currentUserData()?.sync?.handle.syncNow() ?? Promise.resolve();
}

export async function retryRefused(seq: number): Promise<void> {
  const data = currentUserData();
  if (!data) return;
  await retryDeadLetter(data.db, seq);
  await syncNow();
}

export async function discardRefused(seq: number): Promise<void> {
  const data = currentUserData();
  if (!data?.sync) return;
  await discardDeadLetter(data.db, data.sync.transport, seq);
}
