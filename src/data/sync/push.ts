import type { SlantisDb } from '../db';
import { notifyChangesReplaced, type ReplacedChange } from '../signals';
import type { OutboxOp } from '../types';
import { applyScope, blockedRows, putServerCopies, rowKey } from './apply';
import { localTable } from './tables';
import {
  isTransientSqlState,
  TransportError,
  type PushOp,
  type PushResult,
  type SyncTransport,
} from './transport';

export const PUSH_BATCH = 500;

const toWire = (op: OutboxOp): PushOp => ({
  opId: op.opId,
  table: op.table,
  op: op.op,
  id: op.rowId,
  patch: op.patch,
  baseVersion: op.baseVersion,
});

type Settled = { pushed: number; rejected: number; transient: number; replaced: ReplacedChange[] };

/**
 * Records the server's answers: acked ops leave the outbox; refused ones become dead letters;
 * ops that failed for a passing reason (a serialization failure, a deadlock) stay queued. A
 * stale op's row takes the server's copy, and the user is told which of their changes it kept.
 */
async function settle(
  db: SlantisDb,
  userId: string,
  sent: OutboxOp[],
  results: PushResult[],
  now: number,
): Promise<Settled> {
  const byOpId = new Map(results.map((result) => [result.opId, result]));
  const settled: Settled = { pushed: 0, rejected: 0, transient: 0, replaced: [] };
  await db.transaction('rw', applyScope(db), async () => {
    for (const op of sent) {
      const result = byOpId.get(op.opId);
      if (!result || !(await db.outbox.get(op.seq))) continue;
      if (result.status === 'rejected' && isTransientSqlState(result.code)) {
        settled.transient++;
        continue;
      }
      await db.outbox.delete(op.seq);
      if (result.status === 'rejected') {
        settled.rejected++;
        await db.deadLetters.add({
          ...op,
          reason: result.reason ?? 'rejected',
          ...(result.code ? { code: result.code } : {}),
          failedAt: now,
        });
        continue;
      }
      settled.pushed++;
      await rebaseLaterOps(db, op, result);
      if (result.status === 'conflict' || result.replaced?.length) {
        settled.replaced.push({ table: op.table, rowId: op.rowId, fields: result.replaced ?? [] });
        await adoptServerRow(db, userId, op, result);
      } else {
        await stamp(db, op, result);
      }
    }
  });
  return settled;
}

/**
 * Later ops on the same row were made on top of this one: once it is applied, they start from
 * the version it made (the server checks their fields against that, not the older copy).
 */
async function rebaseLaterOps(db: SlantisDb, op: OutboxOp, result: PushResult) {
  if (result.status !== 'applied' || result.version === undefined) return;
  const version = Number(result.version);
  await db.outbox
    .where('[table+rowId]')
    .equals([op.table, op.rowId])
    .modify((later) => {
      if (later.baseVersion === op.baseVersion) later.baseVersion = version;
    });
}

/** The server's row replaces the device's, unless newer local changes of it still wait. */
async function adoptServerRow(db: SlantisDb, userId: string, op: OutboxOp, result: PushResult) {
  const record = result.row;
  if (!record || record.user_id !== userId) return;
  const later = await db.outbox.where('[table+rowId]').equals([op.table, op.rowId]).count();
  if (later > 0) return;
  await putServerCopies(db, userId, op.table, [{ id: op.rowId, record }]);
}

/** Notes the server's seq and version on the row, unless newer local changes still wait. */
async function stamp(db: SlantisDb, op: OutboxOp, result: PushResult) {
  if (result.serverSeq === undefined || result.serverSeq === null) return;
  const later = await db.outbox.where('[table+rowId]').equals([op.table, op.rowId]).count();
  if (later > 0) return;
  const rows = localTable(db, op.table);
  const row = await rows.get(op.rowId);
  if (!row || (row.serverSeq ?? 0) >= result.serverSeq) return;
  await rows.update(op.rowId, {
    serverSeq: Number(result.serverSeq),
    version: result.version === undefined ? row.version : Number(result.version),
  });
}

/**
 * Pushes the outbox in seq order, in batches, skipping rows held by a dead letter. Ops the
 * server could not apply for a passing reason stay queued, and the run fails with a 'server'
 * TransportError so the scheduler retries it with backoff.
 */
export async function pushOutbox(
  db: SlantisDb,
  userId: string,
  transport: SyncTransport,
  now: () => number,
) {
  let pushed = 0;
  let rejected = 0;
  const replaced: ReplacedChange[] = [];
  try {
    for (;;) {
      const blocked = await blockedRows(db);
      const batch = await db.outbox
        .orderBy('seq')
        .filter((op) => !blocked.has(rowKey(op.table, op.rowId)))
        .limit(PUSH_BATCH)
        .toArray();
      if (batch.length === 0) break;
      const results = await transport.push(batch.map(toWire));
      const settled = await settle(db, userId, batch, results, now());
      pushed += settled.pushed;
      rejected += settled.rejected;
      replaced.push(...settled.replaced);
      if (settled.transient > 0) {
        throw new TransportError('server', `${settled.transient} ops failed for a passing reason`);
      }
      if (settled.pushed + settled.rejected === 0 || batch.length < PUSH_BATCH) break;
    }
  } finally {
    if (replaced.length > 0) notifyChangesReplaced({ userId, changes: replaced });
  }
  return { pushed, rejected, replaced: replaced.length };
}
