import { useRef, useState } from 'react';

import { showToast } from '@/components/toast';

/** A toast's title and message. */
export type ActionToast = { title: string; message: string };

export type ActionOptions<A extends unknown[], R> = {
  /** The success toast, if any, given what the action resolved with. */
  success?: (result: R, ...args: A) => ActionToast | null;
  /**
   * After success (and its toast): close a modal, reload a list … State set here lands in the
   * same render as `busy` going false; code after `await run()` runs a render later.
   */
  onDone?: (result: R, ...args: A) => void;
  /** The error toast, if any, given the failure. */
  failure?: (error: unknown) => ActionToast | null;
  /** After a failure (and its toast): show it inline, log it … */
  onError?: (error: unknown) => void;
};

/**
 * A submit with its busy state: busy → try the action → success toast → or error toast. One run
 * at a time: a second click while busy does nothing. run() resolves with the action's result,
 * or undefined when it failed or did not start.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ActionOptions<A, R> = {},
) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function run(...args: A): Promise<R | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const result = await action(...args);
      const toast = options.success?.(result, ...args);
      if (toast) showToast(toast.title, toast.message, 'success');
      options.onDone?.(result, ...args);
      return result;
    } catch (error) {
      const toast = options.failure?.(error);
      if (toast) showToast(toast.title, toast.message, 'error');
      options.onError?.(error);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, run };
}
