import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Loads server data once (and on reload()); errors keep their Swedish message. */
/** `load` must be stable (module function or useCallback): it is the effect's dependency. */
export function useRemote<T>(load: (() => Promise<T>) | null) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  return { state, reload };
}
