import { useSyncExternalStore } from 'react';

import { openUserDb, type SlantisDb } from './db';
import type { SyncHandle, SyncTransport } from './sync';

/** The signed-in user's local database, opened on sign-in and closed on sign-out. */
export type UserData = {
  userId: string;
  db: SlantisDb;
  /** The running sync, once started (it loads after the database opens). */
  sync?: { handle: SyncHandle; transport: SyncTransport };
};

let current: UserData | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function openUserData(userId: string): UserData {
  if (current?.userId === userId) return current;
  closeUserData();
  const db = openUserDb(userId);
  // Another tab upgraded the schema: let it, and reload this one onto the new version.
  db.on('versionchange', () => {
    db.close();
    window.location.reload();
    return false;
  });
  current = { userId, db };
  emit();
  return current;
}

/** Records the sync that runs for the open database (ignored if the user changed meanwhile). */
export function attachSync(userId: string, handle: SyncHandle, transport: SyncTransport): boolean {
  if (current?.userId !== userId) return false;
  current = { ...current, sync: { handle, transport } };
  emit();
  return true;
}

export function closeUserData(): void {
  if (!current) return;
  current.sync?.handle.stop();
  current.db.close();
  current = null;
  emit();
}

/** Calls `listener` whenever the open user database changes (opened, sync attached, closed). */
export function onUserDataChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentUserData(): UserData | null {
  return current;
}

/** The signed-in user's database for hooks, or null while signed out. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(
    onUserDataChange,
    () => current,
    // Prerendered pages are a visitor's: nobody's data (issue 24).
    () => null,
  );
}
