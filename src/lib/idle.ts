/**
 * Runs `run` once the browser is idle, at most `timeoutMs` later where it never is; where there is
 * no idle API (Safari), after `fallbackMs`.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 0): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, fallbackMs);
}
