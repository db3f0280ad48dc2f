import { currentUserData } from '@/data/session';
import { useSyncStore } from '@/stores/sync-store';

/** Tries one sync before logging out; resolves with the changes still not on the server. */
export async function syncBeforeLogout(): Promise<number> {
  try {
    await currentUserData()?.sync?.handle.syncNow();
  } catch {
    // The count below tells the user what is left; the changes stay on the device regardless.
  }
  return useSyncStore.getState().pendingCount;
}
