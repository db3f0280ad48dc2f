import { create } from 'zustand';

/** Whether the device ran out of room for local writes; data/ writes it, the UI reads it. */
export type StorageState = {
  /** The last local write failed with a quota error; cleared by the next write that commits. */
  storageFull: boolean;
};

export const initialStorageState: StorageState = { storageFull: false };

export const useStorageStore = create<StorageState>()(() => initialStorageState);

export function markStorageFull(): void {
  useStorageStore.setState({ storageFull: true });
}

export function markStorageOk(): void {
  if (useStorageStore.getState().storageFull) useStorageStore.setState({ storageFull: false });
}

export function resetStorageState(): void {
  useStorageStore.setState(initialStorageState, true);
}
