import { useSyncExternalStore } from 'react';

import { openUserDb, type SlantisDb } from './db';

/** The signed-in user's local database, opened on sign-in and closed on sign-out. */
export type UserData = { userId: string; db: SlantisDb };

let current: UserData | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function openUserData(userId: string): UserData {
  if (current?.userId === userId) return current;
  current?.db.close();
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

export function closeUserData(): void {
  if (!current) return;
  current.db.close();
  current = null;
  emit();
}

export function currentUserData(): UserData | null {
  return current;
}

/** The signed-in user's database for hooks, or null while signed out. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
