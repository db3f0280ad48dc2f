import type { Queryable } from './db';
import { errorMessage, startLocalTimer, type LocalTimer } from './timer';

/**
 * Scheduled jobs on the local stack (issue 25 §3, issue 26): where the database has no pg_cron
 * (PGlite, or a Postgres that is not cron.database_name), the stack runs the job functions of
 * SCHEDULED_JOBS — the same functions pg_cron runs every 15 minutes on hosted Supabase — a little
 * after start and then every 5 minutes: e.g. the evening streak reminders (from 19:00 Stockholm),
 * the weekly family report (from Sunday 18:00 Stockholm) and allowance pay days. Each is told at most once, so running it often, or beside
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

/**
 * The service-role job functions the timer runs, in order; each takes the clock (null: now) and
 * returns its counts as JSON. Each is safe to run at any time and tells or pays at most once.
 */
const SCHEDULED_JOBS = [
  'run_notification_jobs',
  // Issue 26: the money year's reminders and the monthly Lärt → gjort notices.
  'run_money_year_jobs',
  // Issue 26: allowance pay days and parent-paid interest (20261127000900_allowance_interest.sql).
  'run_allowance_jobs',
  // Issue 41 §3: the support desk's e-mail digest (20261129000200_support_callbacks.sql).
  'run_support_jobs',
] as const;

export type NotificationTimerOptions = {
  db: Queryable;
  log: (line: string) => void;
  /** How often to run the jobs (default every 5 minutes). */
  everyMs?: number;
  /** The first run, a little after start (default 4 seconds). */
  firstRunMs?: number;
};

export type NotificationTimer = LocalTimer;

export function startNotificationTimer(options: NotificationTimerOptions): NotificationTimer {
  const { db, log } = options;
  // One job's failure (logged) does not keep the others from running.
  const runJobs = async (say: (line: string) => void) => {
    for (const job of SCHEDULED_JOBS) {
      try {
        const { rows } = await db.query<{ counts: Record<string, number> | null }>(
          `select public.${job}(null) as counts`,
        );
        const told = Object.entries(rows[0]?.counts ?? {}).filter(([, n]) => n > 0);
        if (told.length > 0) say(`${job}: ${told.map(([k, n]) => `${k} ${n}`).join(', ')}`);
      } catch (error) {
        say(`${job} failed: ${errorMessage(error)}`);
      }
    }
  };
  return startLocalTimer(log, 'scheduled jobs failed', [
    { task: runJobs, firstMs: options.firstRunMs ?? 4_000, everyMs: options.everyMs ?? 5 * 60_000 },
  ]);
}
