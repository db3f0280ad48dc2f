import { useLiveQuery } from 'dexie-react-hooks';

import { refusalSentence } from '@/data/remote/refusals';
import { currentUserData, useUserData } from '@/data/session';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '@/data/sync';
import type { DeadLetter } from '@/data/types';

export type RefusedChange = DeadLetter & {
  /** Why the server refused it, in Swedish: its refusal code's sentence, never the raw reason. */
  sentence: string;
};

/** The refused ops of the signed-in user, live. */
export function useDeadLetters(): RefusedChange[] {
  const data = useUserData();
  return useLiveQuery(
    async () =>
      (data ? await listDeadLetters(data.db) : []).map((letter) => ({
        ...letter,
        sentence: refusalSentence(letter.code),
      })),
    [data],
    [],
  );
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
