import type { Queryable } from './db';

/**
 * Notifications on the local stack (issue 25 §3): where the database has no pg_cron (PGlite, or a
 * Postgres that is not cron.database_name), the stack runs public.run_notification_jobs() — the
 * same function pg_cron runs every 15 minutes on hosted Supabase — a little after start and then
 * every 5 minutes: the evening streak reminders (from 19:00 Stockholm) and the weekly family
 * report (from Sunday 18:00 Stockholm). Each is told at most once, so running it often, or beside
 * pg_cron, is harmless. The mail they queue is delivered by the competition timer
 * (supabase/local/competition-timer.ts, deliverQueuedMail).
 */
export type NotificationJobCounts = { streaks_at_risk: number; weekly_reports: number };

/** Runs the scheduled notifications as of `at` (default now); returns how many were told. */
export async function runNotificationJobs(
  db: Queryable,
  at?: Date,
): Promise<NotificationJobCounts> {
  const { rows } = await db.query<{ counts: NotificationJobCounts }>(
    'select public.run_notification_jobs($1) as counts',
    [at ? at.toISOString() : null],
  );
  return rows[0]?.counts ?? { streaks_at_risk: 0, weekly_reports: 0 };
}

export type NotificationTimerOptions = {
  db: Queryable;
  log: (line: string) => void;
  /** How often to run the jobs (default every 5 minutes). */
  everyMs?: number;
  /** The first run, a little after start (default 4 seconds). */
  firstRunMs?: number;
};

export type NotificationTimer = { stop(): Promise<void> };

export function startNotificationTimer(options: NotificationTimerOptions): NotificationTimer {
  const { db, log } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (stopped || running) return;
    running = runNotificationJobs(db)
      .then((counts) => {
        if (counts.streaks_at_risk > 0) log(`streak reminders: ${counts.streaks_at_risk}`);
        if (counts.weekly_reports > 0) log(`weekly family reports: ${counts.weekly_reports}`);
        // Allowance pay days and parent interest (20261127000900_allowance_interest.sql).
        return db.query('select public.run_allowance_jobs(null)').then(() => undefined);
      })
      .catch((error: unknown) => {
        if (!stopped)
          log(
            `notification jobs failed: ${error instanceof Error ? error.message : String(error)}`,
          );
      })
      .finally(() => {
        running = null;
      });
  };

  const timers = [
    setTimeout(run, options.firstRunMs ?? 4_000),
    setInterval(run, options.everyMs ?? 5 * 60_000),
  ];
  for (const timer of timers) timer.unref();

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}
