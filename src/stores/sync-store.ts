import { create } from 'zustand';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'paused';

/** What the UI shows about sync; the scheduler in data/sync writes it, screens only read it. */
export type SyncState = {
  status: SyncStatus;
  /** Changes saved on the device that the server has not confirmed yet. */
  pendingCount: number;
  /** Epoch ms of the oldest such change, or null when there is none. */
  oldestPendingAt: number | null;
  /** Epoch ms of the last run that finished without error. */
  lastSyncAt: number | null;
  /** A Swedish, user-facing message about the last failure, or null. */
  lastError: string | null;
  /** Changes the server refused; they wait for the user to retry or discard them. */
  deadLetterCount: number;
};

export const initialSyncState: SyncState = {
  status: 'idle',
  pendingCount: 0,
  oldestPendingAt: null,
  lastSyncAt: null,
  lastError: null,
  deadLetterCount: 0,
};

export const useSyncStore = create<SyncState>()(() => initialSyncState);

export function setSyncState(patch: Partial<SyncState>): void {
  useSyncStore.setState(patch);
}

export function resetSyncState(): void {
  useSyncStore.setState(initialSyncState, true);
}
