import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetStorageState, useStorageStore } from '@/stores/storage-store';
import { fillTheDisk } from '@/testing/full-disk';

import { SlantisDb } from './db';
import { runLocalWrite } from './local-write';
import { isQuotaError } from './quota';
import { addTransaction } from './repos/transactions';
import { onLocalWrite } from './signals';

let db: SlantisDb;
const writes = vi.fn();
let stopListening: () => void;

beforeEach(async () => {
  resetStorageState();
  db = new SlantisDb(`local-write-${crypto.randomUUID()}`);
  await db.open();
  writes.mockReset();
  stopListening = onLocalWrite(writes);
});
afterEach(async () => {
  stopListening();
  db.close();
  await db.delete();
});

const storageFull = () => useStorageStore.getState().storageFull;
const purchase = {
  type: 'expense',
  category: 'food',
  description: 'Pizza',
  amountOre: 12_000,
} as const;

describe('runLocalWrite', () => {
  it('on a full device: rethrows a quota error, writes nothing, marks storage full', async () => {
    const freeSpace = fillTheDisk();
    const failure = await addTransaction(db, 'u1', purchase).catch((error: unknown) => error);
    freeSpace();

    expect(isQuotaError(failure)).toBe(true);
    expect(storageFull()).toBe(true);
    expect(writes).not.toHaveBeenCalled();
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('clears the full state and signals the write once the next write commits', async () => {
    const freeSpace = fillTheDisk();
    await expect(addTransaction(db, 'u1', purchase)).rejects.toSatisfy(isQuotaError);
    freeSpace();

    await addTransaction(db, 'u1', purchase);
    expect(storageFull()).toBe(false);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await db.transactions.count()).toBe(1);
  });

  it('leaves the state alone for other failures, and returns what the write returns', async () => {
    await expect(
      runLocalWrite(db, [db.transactions], () => Promise.reject(new Error('bug'))),
    ).rejects.toThrow('bug');
    expect(storageFull()).toBe(false);
    expect(writes).not.toHaveBeenCalled();

    expect(await runLocalWrite(db, [db.transactions], () => db.transactions.count())).toBe(0);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});
