import { setSyncState, type SyncState, type SyncStatus } from '@/stores/sync-store';

import type { SlantisDb } from '../db';
import { syncCopy } from './copy';
import { TransportError } from './transport';

/** Counts the outbox and dead letters into the sync store (indexed counts, never a scan). */
export async function publishCounts(db: SlantisDb): Promise<SyncState['pendingCount']> {
  const [pendingCount, deadLetterCount, oldest] = await Promise.all([
    db.outbox.count(),
    db.deadLetters.count(),
    db.outbox.orderBy('seq').first(),
  ]);
  setSyncState({ pendingCount, deadLetterCount, oldestPendingAt: oldest?.createdAt ?? null });
  return pendingCount;
}

/** The store status and Swedish message for a failed run. */
export function describeFailure(error: unknown): { status: SyncStatus; lastError: string } {
  if (!(error instanceof TransportError)) return { status: 'error', lastError: syncCopy.unknown };
  switch (error.kind) {
    case 'network':
      return { status: 'offline', lastError: syncCopy.offline };
    case 'unauthorized':
      return { status: 'paused', lastError: syncCopy.signInAgain };
    case 'rate_limited':
      return { status: 'error', lastError: syncCopy.rateLimited };
    case 'server':
      return { status: 'error', lastError: syncCopy.server };
  }
}
