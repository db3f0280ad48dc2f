import { beforeEach, describe, expect, it } from 'vitest';

import {
  markStorageFull,
  markStorageOk,
  resetStorageState,
  useStorageStore,
} from './storage-store';

const storageFull = () => useStorageStore.getState().storageFull;

beforeEach(resetStorageState);

describe('storage store', () => {
  it('starts with room on the device', () => {
    expect(storageFull()).toBe(false);
  });

  it('is full after a quota failure and clear again after a write that commits', () => {
    markStorageFull();
    expect(storageFull()).toBe(true);
    markStorageFull();
    expect(storageFull()).toBe(true);
    markStorageOk();
    expect(storageFull()).toBe(false);
  });

  it('does not wake subscribers when a write commits with room to spare', () => {
    let calls = 0;
    const stop = useStorageStore.subscribe(() => (calls += 1));
    markStorageOk();
    markStorageOk();
    stop();
    expect(calls).toBe(0);
  });
});
