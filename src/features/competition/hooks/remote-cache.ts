import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A very small cache for server answers (the app has no query library): one entry per key,
 * shared by every component that asks for it, with one request in flight at a time. Entries are
 * fresh for STALE_MS; `invalidateRemote` refetches what is on screen.
 */
export type RemoteState<T> = {
  data: T | undefined;
  error: Error | undefined;
  /** A request is running (also while old data is shown). */
  fetching: boolean;
};

type Entry = {
  state: RemoteState<unknown>;
  fetchedAt: number;
  promise: Promise<void> | null;
  fetcher: (() => Promise<unknown>) | null;
  listeners: Set<() => void>;
};

export const STALE_MS = 30_000;
const IDLE: RemoteState<never> = { data: undefined, error: undefined, fetching: false };
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, fetchedAt: 0, promise: null, fetcher: null, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, patch: Partial<RemoteState<unknown>>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of entry.listeners) listener();
}

function load(key: string, force = false): Promise<void> {
  const entry = entryFor(key);
  if (entry.promise) return entry.promise;
  const fresh = entry.state.data !== undefined && Date.now() - entry.fetchedAt < STALE_MS;
  if (!entry.fetcher || (fresh && !force)) return Promise.resolve();
  update(entry, { fetching: true });
  entry.promise = entry
    .fetcher()
    .then(
      (data) => {
        entry.fetchedAt = Date.now();
        update(entry, { data, error: undefined, fetching: false });
      },
      (error: unknown) => {
        update(entry, {
          error: error instanceof Error ? error : new Error(String(error)),
          fetching: false,
        });
      },
    )
    .finally(() => {
      entry.promise = null;
    });
  return entry.promise;
}

/** Refetches every entry whose key starts with `prefix` that a component shows; drops the rest. */
export function invalidateRemote(prefix: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    entry.fetchedAt = 0;
    if (entry.listeners.size > 0) loads.push(load(key, true));
  }
  return Promise.all(loads).then(() => undefined);
}

/** Forgets everything (tests, sign-out). */
export function clearRemoteCache(): void {
  entries.clear();
}

/**
 * The cached answer for `key`, loading it with `fetcher` when missing or stale and `enabled`.
 * A null key (nobody signed in) gives the idle state.
 */
export function useRemote<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  enabled = true,
): RemoteState<T> & { refetch: () => void } {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => undefined;
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () =>
    key ? (entryFor(key).state as RemoteState<T>) : IDLE,
  );
  useEffect(() => {
    if (!key || !enabled) return;
    entryFor(key).fetcher = () => fetcherRef.current();
    void load(key);
  }, [key, enabled]);
  const refetch = useCallback(() => {
    if (!key) return;
    entryFor(key).fetcher = () => fetcherRef.current();
    void load(key, true);
  }, [key]);
  return { ...state, refetch };
}
