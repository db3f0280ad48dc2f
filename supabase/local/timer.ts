/** A running set of the local stack's timers; stop() clears them and waits for a run in progress. */
export type LocalTimer = { stop(): Promise<void> };

/** One task and when it runs: after `firstMs` (when given), then every `everyMs`. */
export type TimedTask = {
  task: (log: (line: string) => void) => Promise<void>;
  everyMs: number;
  firstMs?: number;
};

/**
 * The local stack's periodic work (the competition close, the scheduled jobs, retention): the
 * tasks run one at a time (a tick that finds a run in progress is skipped) and never after stop().
 * A task's failure is logged as `<failed>: <message>`; once stopping, nothing more is logged. The
 * timers do not keep the process alive.
 */
export function startLocalTimer(
  log: (line: string) => void,
  failed: string,
  tasks: TimedTask[],
): LocalTimer {
  let running: Promise<void> | null = null;
  let stopped = false;
  const say = (line: string) => {
    if (!stopped) log(line);
  };

  const run = (task: TimedTask['task']) => {
    if (stopped || running) return;
    running = task(say)
      .catch((error: unknown) => {
        say(`${failed}: ${errorMessage(error)}`);
      })
      .finally(() => {
        running = null;
      });
  };

  const timers = tasks.flatMap(({ task, everyMs, firstMs }) => [
    ...(firstMs === undefined ? [] : [setTimeout(() => run(task), firstMs)]),
    setInterval(() => run(task), everyMs),
  ]);
  for (const timer of timers) timer.unref();

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
