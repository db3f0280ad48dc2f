import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: string | null }
  | { status: 'ready'; data: T };

/** Loads with a stable `load` (module function or useCallback) and offers reload(). */
export function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        const { message, code } = error as { message?: string; code?: string | null };
        setState({ status: 'error', message: message ?? String(error), code: code ?? null });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  return { state, reload, setState };
}

const ATTEMPTS_KEY = 'slantis-denied-profile-attempts';

/** Unauthorised profile attempts this browser session (spec §6: warn about suspension). */
export function recordDeniedAttempt(): number {
  const next = Number(sessionStorage.getItem(ATTEMPTS_KEY) ?? '0') + 1;
  sessionStorage.setItem(ATTEMPTS_KEY, String(next));
  return next;
}
