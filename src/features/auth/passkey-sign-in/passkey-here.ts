import { useSyncExternalStore } from 'react';

// Remembers only that this browser holds a passkey for Slantis (no user, no credential id), so
// /login and the lock screen can offer it first. It is a hint: the browser's own list decides.
const STORAGE_KEY = 'slantis-passkey-here';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPasskeyHere(here: boolean): void {
  try {
    if (here) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the passkey is just not offered first.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this device has a passkey; false on a prerendered page until it is hydrated. */
export function usePasskeyHere(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
