/**
 * Asks the browser to keep this origin's data (IndexedDB) even under storage pressure
 * (research/offline-pwa.md §2.7). Chrome grants it silently to installed or engaged sites;
 * Safari and Firefox decide by their own rules. Returns whether storage is persistent.
 */
export async function requestPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (!storage?.persist || !storage.persisted) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
