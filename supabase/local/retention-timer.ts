import type { Queryable } from './db';
import { startLocalTimer, type LocalTimer } from './timer';

/**
 * Retention on the local stack (issue 21 §8): where the database has no pg_cron (PGlite, or a
 * Postgres that is not cron.database_name), the stack runs public.prune_expired_data() — the same
 * function pg_cron runs hourly on hosted Supabase — at start and then every hour, so the local
 * database keeps no more than /integritetspolicy promises. Pruning twice is harmless.
 */
export type PruneCounts = Record<string, number>;

/** Deletes what is past its retention (src/lib/retention.ts); returns the rows deleted per table. */
export async function pruneExpiredData(db: Queryable): Promise<PruneCounts> {
  const { rows } = await db.query<{ counts: PruneCounts }>(
    'select public.prune_expired_data() as counts',
  );
  return rows[0]?.counts ?? {};
}

export type RetentionTimerOptions = {
  db: Queryable;
  log: (line: string) => void;
  /** How often to prune (default every hour). */
  everyMs?: number;
  /** The first run, a little after start (default 5 seconds). */
  firstRunMs?: number;
};

export type RetentionTimer = LocalTimer;

const describe = (counts: PruneCounts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} from ${table}`)
    .join(', ');

export function startRetentionTimer(options: RetentionTimerOptions): RetentionTimer {
  const { db, log } = options;
  const prune = async (say: (line: string) => void) => {
    const deleted = describe(await pruneExpiredData(db));
    if (deleted) say(`pruned expired data: ${deleted}`);
  };
  return startLocalTimer(log, 'pruning failed', [
    { task: prune, firstMs: options.firstRunMs ?? 5_000, everyMs: options.everyMs ?? 60 * 60_000 },
  ]);
}
