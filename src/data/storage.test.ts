import { describe, expect, it, vi } from 'vitest';

import { requestPersistentStorage } from './storage';

describe('requestPersistentStorage', () => {
  it('asks once it is not yet persistent, and reports the answer', async () => {
    const storage = {
      persisted: vi.fn(() => Promise.resolve(false)),
      persist: vi.fn(() => Promise.resolve(true)),
    };
    expect(await requestPersistentStorage(storage as unknown as StorageManager)).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when storage already is persistent', async () => {
    const storage = {
      persisted: vi.fn(() => Promise.resolve(true)),
      persist: vi.fn(() => Promise.resolve(true)),
    };
    expect(await requestPersistentStorage(storage as unknown as StorageManager)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('is false where the API is missing or throws', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    const failing = {
      persisted: vi.fn(() => Promise.reject(new Error('no'))),
      persist: vi.fn(),
    };
    expect(await requestPersistentStorage(failing as unknown as StorageManager)).toBe(false);
  });
});
