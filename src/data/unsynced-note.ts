import type { SlantisDb } from './db';

/**
 * What a signed-out user left unsynced on this device, for the login page to say so (issue 20).
 * The changes themselves stay in that user's own database and sync at their next sign-in; this
 * note holds only counts, in localStorage, so a visitor's page reads it without loading Dexie.
 */
export type UnsyncedNote = { purchases: number; changes: number };

const KEY = 'slantis-unsynced';

/** Counts the signed-out user's queued changes (purchases apart) into the note, or clears it. */
export async function rememberUnsynced(db: SlantisDb): Promise<void> {
  const ops = await db.outbox.toArray();
  const changes = new Set(ops.map((op) => `${op.table}:${op.rowId}`)).size;
  const purchases = new Set(ops.filter((op) => op.table === 'transactions').map((op) => op.rowId))
    .size;
  try {
    if (changes === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify({ purchases, changes }));
  } catch {
    // Storage blocked: the changes still sync at the next sign-in, only unannounced.
  }
}

export function readUnsyncedNote(): UnsyncedNote | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<UnsyncedNote>;
    if (typeof value?.changes !== 'number' || value.changes <= 0) return null;
    return { purchases: Number(value.purchases) || 0, changes: value.changes };
  } catch {
    return null;
  }
}

/** Someone signed in: their changes (if they were the ones) are on their way. */
export function clearUnsyncedNote(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
