import { vi } from 'vitest';

/**
 * Makes IndexedDB refuse every add and put with the browser's QuotaExceededError, as on a full
 * device, so the error goes through Dexie's real wrapping. Returns a function that frees space.
 */
export function fillTheDisk(): () => void {
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const spies = [
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(full),
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(full),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}
