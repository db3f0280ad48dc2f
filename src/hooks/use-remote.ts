import { useCallback, useEffect, useState } from 'react';

/** Server data as a component shows it; an error keeps its message (and its code, when it had one). */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: string | null }
  | { status: 'ready'; data: T };

/**
 * Loads server data once, and again on reload(). `load` must be stable (a module function or a
 * useCallback): it is the effect's dependency. With `load` null nothing loads (still 'loading').
 * setState lets a page put in what it saved without asking the server again.
 */
export function useRemote<T>(load: (() => Promise<T>) | null) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
        setState({
          status: 'error',
          message: typeof message === 'string' ? message : String(error),
          code: typeof code === 'string' ? code : null,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  return { state, reload, setState };
}
