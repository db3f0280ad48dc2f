import { useCallback, useEffect, useRef, useState } from 'react';

import { env } from '@/config/env';

import { runDiagnostics, type CheckResult } from './checks';

/** localStorage, or a store that throws on read when the browser blocks it. */
function browserStorage(): Pick<Storage, 'getItem'> {
  try {
    return window.localStorage;
  } catch (error) {
    return {
      getItem: () => {
        throw error;
      },
    };
  }
}

export type Diagnostics = { results: CheckResult[]; running: boolean; rerun: () => void };

/** Runs the /test-report checks on mount and on rerun(); a late answer after unmount is dropped. */
export function useDiagnostics(): Diagnostics {
  const [results, setResults] = useState<CheckResult[]>([]);
  const [running, setRunning] = useState(true);
  const runId = useRef(0);

  /** Starts a run; only the newest run may set the results. */
  const execute = useCallback(() => {
    const id = ++runId.current;
    void runDiagnostics({
      config: { url: env.supabaseUrl, anonKey: env.supabaseAnonKey },
      storage: browserStorage(),
      origin: window.location.origin,
      userAgent: navigator.userAgent,
      fetch: (...args) => fetch(...args),
      now: () => performance.now(),
    }).then((next) => {
      if (id !== runId.current) return;
      setResults(next);
      setRunning(false);
    });
  }, []);

  useEffect(() => {
    execute();
    return () => {
      runId.current += 1;
    };
  }, [execute]);

  const rerun = useCallback(() => {
    setRunning(true);
    execute();
  }, [execute]);

  return { results, running, rerun };
}
