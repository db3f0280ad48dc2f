import { useState } from 'react';

import { readUnsyncedNote, type UnsyncedNote } from '@/data/unsynced-note';

/** What the last signed-out user left unsynced on this device (read once per page). */
export function useUnsyncedNote(): UnsyncedNote | null {
  const [note] = useState(readUnsyncedNote);
  return note;
}
