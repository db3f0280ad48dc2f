import type { SlantisDb } from '../db';
import { notifySyncPulled, notifyXpReconciled } from '../signals';
import { pullAll } from './pull';
import { pushOutbox } from './push';
import { hasProvisional, provisionalXp, reconcileProvisional } from './reconcile';
import { isTransportError, TransportError, type SyncTransport } from './transport';

export type SyncDeps = {
  db: SlantisDb;
  userId: string;
  transport: SyncTransport;
  now?: () => number;
  random?: () => number;
};

export type SyncSummary = {
  pushed: number;
  rejected: number;
  /** Pushed ops of which the server kept a newer change of some field (ReplacedNotice). */
  replaced: number;
  pulled: number;
  /** Provisional awards, badges and lesson progress the server never derived (removed). */
  removed: number;
  /** XP the device shows now minus what it showed for its provisional awards (≤ 0 = fewer). */
  xpDifference: number;
};

/**
 * The transport for one run: on 401 it refreshes the session once and retries the call; if the
 * refresh fails the run ends with an 'unauthorized' TransportError (sync pauses, writes go on).
 */
export function withSessionRefresh(transport: SyncTransport): SyncTransport {
  let refreshed = false;
  const retry = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isTransportError(error, 'unauthorized') || refreshed) throw error;
      refreshed = true;
      if (!(await transport.refreshSession())) {
        throw new TransportError('unauthorized', 'session refresh failed');
      }
      return call();
    }
  };
  return {
    push: (ops) => retry(() => transport.push(ops)),
    pull: (table, afterSeq, limit) => retry(() => transport.pull(table, afterSeq, limit)),
    fetchRow: (table, id) => retry(() => transport.fetchRow(table, id)),
    refreshSession: () => transport.refreshSession(),
  };
}

/**
 * One sync run: push the outbox, then pull every table past its cursor, then take the server's
 * word for the awards (reconcile.ts): provisional XP, badges and lesson progress it never
 * derived are removed once the outbox is empty. Throws a TransportError when the server can't be
 * reached or refuses the session; the scheduler backs off or pauses.
 */
export async function syncOnce(deps: SyncDeps): Promise<SyncSummary> {
  const { db, userId } = deps;
  const now = deps.now ?? Date.now;
  const transport = withSessionRefresh(deps.transport);
  const { pushed, rejected, replaced } = await pushOutbox(db, userId, transport, now);
  if (
    pushed + rejected === 0 &&
    (await db.outbox.count()) === 0 &&
    (await hasProvisional(db, userId))
  ) {
    // Nothing was pushed, so the server has not looked at its awards since the device made its
    // provisional ones (a kept week, a streak, a badge): an empty push_ops has it do so now, and
    // those it agrees with are pulled below rather than removed.
    await transport.push([]);
  }
  const shown = await provisionalXp(db, userId);
  const pulled = await pullAll(db, userId, transport, now);
  const { removed, shownXp, countedXp, difference } = await reconcileProvisional(db, userId, shown);
  if (removed > 0 || difference !== 0) {
    notifyXpReconciled({ userId, removed, shownXp, countedXp, difference });
  }
  // After every pull, even an empty one: a week may have ended since the last evaluation.
  notifySyncPulled({ userId, pulled });
  return { pushed, rejected, replaced, pulled, removed, xpDifference: difference };
}
