import type { Queryable } from './db';
import type { Outbox } from './mail';
import { startLocalTimer, type LocalTimer } from './timer';

/**
 * Månadsavslut on the local stack (docs/gamification.md): where the database has no pg_cron
 * (PGlite, or a Postgres that is not cron.database_name), the stack closes ended months and weeks
 * on a timer with the same function pg_cron runs, and delivers the mail the database queued
 * (private.mail_outbox, through public.take_mail_outbox) into its mail outbox. The close is
 * idempotent, so running it beside pg_cron is harmless. Hosted Supabase has no such timer: pg_cron
 * closes, and a scheduled edge function would hand take_mail_outbox's rows to a mail provider.
 */
export type ClosedPeriod = {
  closed_period: 'month' | 'week';
  starts: Date | string;
  ends: Date | string;
  participants: number;
  winners: number;
};

/** Closes every month and week that has ended by `at` (default now) and is not closed yet. */
export async function closeCompetitions(
  db: Queryable,
  at?: Date,
  periods: readonly string[] = ['month', 'week'],
): Promise<ClosedPeriod[]> {
  const closed: ClosedPeriod[] = [];
  for (const period of periods) {
    const { rows } = await db.query<ClosedPeriod>(
      'select * from private.close_competition($1, $2)',
      [period, at ? at.toISOString() : null],
    );
    closed.push(...rows);
  }
  return closed;
}

type QueuedMail = { to_email: string | null; subject: string; body: string; link: string | null };

/** Moves queued e-mail into the outbox; returns how many it delivered. */
export async function deliverQueuedMail(
  db: Queryable,
  outbox: Outbox,
  appUrl: string,
): Promise<number> {
  const { rows } = await db.query<QueuedMail>('select * from public.take_mail_outbox(100)');
  for (const mail of rows) {
    if (!mail.to_email) continue;
    outbox.sendNotice({
      to: mail.to_email,
      subject: mail.subject,
      text: mail.body,
      link: mail.link ? `${appUrl.replace(/\/$/, '')}${mail.link}` : '',
    });
  }
  return rows.length;
}

export type CompetitionTimerOptions = {
  db: Queryable;
  outbox: Outbox;
  appUrl: string;
  log: (line: string) => void;
  /** How often to look for ended periods (default 5 minutes). */
  closeEveryMs?: number;
  /** How often to deliver queued mail (default 15 seconds). */
  mailEveryMs?: number;
  /** The first close, a little after start (default 3 seconds). */
  firstRunMs?: number;
};

export type CompetitionTimers = LocalTimer;

const describe = (row: ClosedPeriod) =>
  `${row.closed_period} from ${new Date(row.starts).toISOString()} (${row.participants} participants, ${row.winners} winners)`;

export function startCompetitionTimers(options: CompetitionTimerOptions): CompetitionTimers {
  const { db, outbox, appUrl, log } = options;
  const closeAndDeliver = async (say: (line: string) => void) => {
    for (const row of await closeCompetitions(db)) say(`closed ${describe(row)}`);
    await deliverQueuedMail(db, outbox, appUrl);
  };
  const deliver = async () => {
    await deliverQueuedMail(db, outbox, appUrl);
  };
  return startLocalTimer(log, 'competition close failed', [
    {
      task: closeAndDeliver,
      firstMs: options.firstRunMs ?? 3_000,
      everyMs: options.closeEveryMs ?? 5 * 60_000,
    },
    { task: deliver, everyMs: options.mailEveryMs ?? 15_000 },
  ]);
}
