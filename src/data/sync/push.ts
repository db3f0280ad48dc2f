import type { SlantisDb } from '../db';
import type { OutboxOp } from '../types';
import { blockedRows, rowKey } from './apply';
import { localTable } from './tables';
import type { PushOp, PushResult, SyncTransport } from './transport';

export const PUSH_BATCH = 200;

const toWire = (op: OutboxOp): PushOp => ({
  opId: op.opId,
  table: op.table,
  op: op.op,
  id: op.rowId,
  patch: op.patch,
  baseVersion: op.baseVersion,
});

/** Records the server's answers: acked ops leave the outbox, rejected ones become dead letters. */
async function settle(db: SlantisDb, sent: OutboxOp[], results: PushResult[], now: number) {
  const byOpId = new Map(results.map((result) => [result.opId, result]));
  let pushed = 0;
  let rejected = 0;
  await db.transaction('rw', [db.outbox, db.deadLetters, ...tablesOf(db, sent)], async () => {
    for (const op of sent) {
      const result = byOpId.get(op.opId);
      if (!result || !(await db.outbox.get(op.seq))) continue;
      await db.outbox.delete(op.seq);
      if (result.status === 'rejected') {
        rejected++;
        await db.deadLetters.add({
          ...op,
          reason: result.reason ?? 'rejected',
          ...(result.code ? { code: result.code } : {}),
          failedAt: now,
        });
        continue;
      }
      pushed++;
      await stamp(db, op, result);
    }
  });
  return { pushed, rejected };
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

function tablesOf(db: SlantisDb, ops: OutboxOp[]) {
  return [...new Set(ops.map((op) => op.table))].map((table) => localTable(db, table));
}

/** Pushes the outbox in seq order, in batches, skipping rows held by a dead letter. */
export async function pushOutbox(db: SlantisDb, transport: SyncTransport, now: () => number) {
  let pushed = 0;
  let rejected = 0;
  for (;;) {
    const blocked = await blockedRows(db);
    const batch = await db.outbox
      .orderBy('seq')
      .filter((op) => !blocked.has(rowKey(op.table, op.rowId)))
      .limit(PUSH_BATCH)
      .toArray();
    if (batch.length === 0) break;
    const results = await transport.push(batch.map(toWire));
    const settled = await settle(db, batch, results, now());
    pushed += settled.pushed;
    rejected += settled.rejected;
    if (settled.pushed + settled.rejected === 0 || batch.length < PUSH_BATCH) break;
  }
  return { pushed, rejected };
}
