import { useSyncExternalStore } from 'react';

import { normalize } from '@/lib/search';

/** Recent searches are kept on this device only (localStorage), newest first. */
export const RECENT_SEARCHES_KEY = 'slantis-recent-searches';
export const MAX_RECENT_SEARCHES = 8;
const MAX_QUERY_LENGTH = 200;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
const NONE: readonly string[] = [];
let cachedList: readonly string[] = NONE;

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return cachedList;
  }
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    cachedList = [];
  }
  return cachedList;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: recent searches are a convenience, so carry on without them.
  }
  for (const listener of listeners) listener();
}

export function getRecentSearches(): readonly string[] {
  return read();
}

/** Puts `query` first (case- and accent-insensitive duplicates removed), keeping the last 8. */
export function addRecentSearch(query: string): void {
  const value = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!value) return;
  const key = normalize(value);
  write([value, ...read().filter((item) => normalize(item) !== key)].slice(0, MAX_RECENT_SEARCHES));
}

export function clearRecentSearches(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, updating when they change here or in another tab. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
