import type { SlantisDb } from '../db';
import { notifySyncPulled } from '../signals';
import { pullAll } from './pull';
import { pushOutbox } from './push';
import { isTransportError, TransportError, type SyncTransport } from './transport';

export type SyncDeps = {
  db: SlantisDb;
  userId: string;
  transport: SyncTransport;
  now?: () => number;
  random?: () => number;
};

export type SyncSummary = { pushed: number; rejected: number; pulled: number };

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
 * One sync run: push the outbox, then pull every table past its cursor. Throws a TransportError
 * when the server can't be reached or refuses the session; the scheduler backs off or pauses.
 */
export async function syncOnce(deps: SyncDeps): Promise<SyncSummary> {
  const now = deps.now ?? Date.now;
  const transport = withSessionRefresh(deps.transport);
  const { pushed, rejected } = await pushOutbox(deps.db, transport, now);
  const pulled = await pullAll(deps.db, deps.userId, transport, now);
  // After every pull, even an empty one: a week may have ended since the last evaluation.
  notifySyncPulled({ userId: deps.userId, pulled });
  return { pushed, rejected, pulled };
}
