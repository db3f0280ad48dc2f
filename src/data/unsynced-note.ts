import type { SlantisDb } from './db';

/**
 * What a signed-out user left unsynced on this device, for the login page to say so (issue 20).
 * The changes themselves stay in that user's own database and sync at their next sign-in; this
 * note holds only counts, in localStorage, so a visitor's page reads it without loading Dexie.
 */
export type UnsyncedNote = { purchases: number; changes: number };

const KEY = 'slantis-unsynced';
const listeners = new Set<() => void>();

/** Calls `listener` whenever the note changes in this tab (for useSyncExternalStore). */
export function onUnsyncedNoteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, value);
  } catch {
    // Storage blocked: the changes still sync at the next sign-in, only unannounced.
  }
  listeners.forEach((listener) => listener());
}

/** The note as stored (a stable snapshot: the same string until it changes). */
export function unsyncedNoteSnapshot(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Counts the signed-out user's queued changes (purchases apart) into the note, or clears it. */
export async function rememberUnsynced(db: SlantisDb): Promise<void> {
  const ops = await db.outbox.toArray();
  const changes = new Set(ops.map((op) => `${op.table}:${op.rowId}`)).size;
  const purchases = new Set(ops.filter((op) => op.table === 'transactions').map((op) => op.rowId))
    .size;
  write(changes === 0 ? null : JSON.stringify({ purchases, changes }));
}

/** The same for a user whose database is not open (a session that ended before it opened). */
export async function rememberUnsyncedOf(userId: string): Promise<void> {
  const { openUserDb } = await import('./db');
  const db = openUserDb(userId);
  try {
    await rememberUnsynced(db);
  } finally {
    db.close();
  }
}

export function readUnsyncedNote(raw: string | null = unsyncedNoteSnapshot()): UnsyncedNote | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<UnsyncedNote> | null;
    if (typeof value?.changes !== 'number' || value.changes <= 0) return null;
    return { purchases: Number(value.purchases) || 0, changes: value.changes };
  } catch {
    return null;
  }
}

/** Someone signed in: their changes (if they were the ones) are on their way. */
export function clearUnsyncedNote(): void {
  write(null);
}
