import { useMemo, useSyncExternalStore } from 'react';

import {
  onUnsyncedNoteChange,
  readUnsyncedNote,
  unsyncedNoteSnapshot,
  type UnsyncedNote,
} from '@/data/unsynced-note';

/**
 * What the last signed-out user left unsynced on this device. Live: a session the server ends
 * sends the user here before the count has been read from their database.
 */
export function useUnsyncedNote(): UnsyncedNote | null {
  const raw = useSyncExternalStore(
    onUnsyncedNoteChange,
    unsyncedNoteSnapshot,
    // Prerendered pages know nothing of this device; the note shows once hydrated.
    () => null,
  );
  return useMemo(() => readUnsyncedNote(raw), [raw]);
}
