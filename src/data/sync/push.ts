import type { SlantisDb } from '../db';
import { notifyChangesReplaced, type ReplacedChange } from '../signals';
import type { OutboxOp } from '../types';
import { applyScope, blockedRows, putServerCopies, rowKey } from './apply';
import { localTable, PULL_ORDER } from './tables';
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
type Answered = { op: OutboxOp; result: PushResult };

/**
 * Records the server's answers, in bulk (one Dexie transaction, a few requests per batch, not per
 * op): acked ops leave the outbox; refused ones become dead letters; ops that failed for a
 * passing reason (a serialization failure, a deadlock) stay queued. A stale op's row takes the
 * server's copy, and the user is told which of their changes it kept.
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
    const queued = await db.outbox.bulkGet(sent.map((op) => op.seq));
    const answered: Answered[] = [];
    sent.forEach((op, i) => {
      const result = byOpId.get(op.opId);
      if (!result || !queued[i]) return;
      if (result.status === 'rejected' && isTransientSqlState(result.sqlstate)) settled.transient++;
      else answered.push({ op, result });
    });
    await deleteAnswered(db, answered);
    const refused = answered.filter(({ result }) => result.status === 'rejected');
    const acked = answered.filter(({ result }) => result.status !== 'rejected');
    settled.rejected = refused.length;
    settled.pushed = acked.length;
    await db.deadLetters.bulkAdd(
      refused.map(({ op, result }) => ({
        ...op,
        reason: result.reason ?? 'rejected',
        ...(result.code ? { code: result.code } : {}),
        ...(result.sqlstate ? { sqlstate: result.sqlstate } : {}),
        failedAt: now,
      })),
    );
    const waiting = await waitingOps(db, acked);
    await rebaseWaitingOps(db, acked, waiting);
    const stale = acked.filter(
      ({ result }) => result.status === 'conflict' || (result.replaced?.length ?? 0) > 0,
    );
    for (const { op, result } of stale) {
      settled.replaced.push({ table: op.table, rowId: op.rowId, fields: result.replaced ?? [] });
      if (!waiting.has(rowKey(op.table, op.rowId)))
        await adoptServerRow(db, userId, op.table, result);
    }
    await stamp(
      db,
      acked.filter(
        (answer) =>
          !stale.includes(answer) &&
          !waiting.has(rowKey(answer.op.table, answer.op.rowId)) &&
          needsStamp(answer.op),
      ),
    );
  });
  return settled;
}

/**
 * Removes the answered ops from the outbox: consecutive seqs (a batch, usually) in one range
 * request each, which IndexedDB does far faster than one delete per op.
 */
async function deleteAnswered(db: SlantisDb, answered: Answered[]) {
  const seqs = answered.map(({ op }) => op.seq!).sort((a, b) => a - b);
  let first = 0;
  for (let i = 1; i <= seqs.length; i++) {
    if (i < seqs.length && seqs[i] === seqs[i - 1]! + 1) continue;
    await db.outbox
      .where('seq')
      .between(seqs[first]!, seqs[i - 1]!, true, true)
      .delete();
    first = i;
  }
}

/**
 * A new row the pull brings back next anyway needs no stamp of its own (one IndexedDB write per
 * row, not two), except where a stale local copy would mislead before then: an edited row (the
 * next edit's baseVersion), a deposit (the goal counts deposits the server has not confirmed) and
 * the push-only tables, which are never pulled.
 */
const needsStamp = (op: OutboxOp) =>
  op.op === 'delete' ||
  op.baseVersion !== null ||
  op.table === 'goal_deposits' ||
  !PULL_ORDER.includes(op.table);

/** The ops still queued for the rows of `answered`, by row. */
async function waitingOps(db: SlantisDb, answered: Answered[]) {
  // A keys-only read of the index first: usually no answered row has another op waiting.
  const queuedRows = new Set(
    (await db.outbox.orderBy('[table+rowId]').uniqueKeys()).map((key) => {
      const [table, rowId] = key as unknown as [OutboxOp['table'], string];
      return rowKey(table, rowId);
    }),
  );
  const keys = [
    ...new Map(
      answered
        .filter(({ op }) => queuedRows.has(rowKey(op.table, op.rowId)))
        .map(({ op }) => [rowKey(op.table, op.rowId), op]),
    ).values(),
  ];
  if (keys.length === 0) return new Map<string, OutboxOp[]>();
  const later = await db.outbox
    .where('[table+rowId]')
    .anyOf(keys.map((op) => [op.table, op.rowId]))
    .toArray();
  const byRow = new Map<string, OutboxOp[]>();
  for (const op of later) {
    const key = rowKey(op.table, op.rowId);
    byRow.set(key, [...(byRow.get(key) ?? []), op]);
  }
  return byRow;
}

/**
 * Later ops on a row were made on top of the ones just applied: they now start from the version
 * the last of those made (the server checks their fields against that, not the older copy).
 */
async function rebaseWaitingOps(
  db: SlantisDb,
  acked: Answered[],
  waiting: Map<string, OutboxOp[]>,
) {
  const chains = new Map<string, { bases: Set<number | null>; version: number }>();
  for (const { op, result } of acked) {
    if (result.status !== 'applied' || result.version === undefined) continue;
    const key = rowKey(op.table, op.rowId);
    const chain = chains.get(key) ?? { bases: new Set<number | null>(), version: 0 };
    chain.bases.add(op.baseVersion);
    chain.version = Number(result.version);
    chains.set(key, chain);
  }
  const rebased: OutboxOp[] = [];
  for (const [key, chain] of chains) {
    for (const later of waiting.get(key) ?? []) {
      if (chain.bases.has(later.baseVersion))
        rebased.push({ ...later, baseVersion: chain.version });
    }
  }
  if (rebased.length > 0) await db.outbox.bulkPut(rebased);
}

/** The server's row replaces the device's (a row of another user's is not kept here). */
async function adoptServerRow(
  db: SlantisDb,
  userId: string,
  table: OutboxOp['table'],
  result: PushResult,
) {
  const record = result.row;
  if (!record || record.user_id !== userId) return;
  await putServerCopies(db, userId, table, [{ id: String(record.id), record }]);
}

/** Notes the server's seq and version on each row (one read and one write per table). */
async function stamp(db: SlantisDb, answered: Answered[]) {
  const byTable = new Map<OutboxOp['table'], Answered[]>();
  for (const answer of answered) {
    if (answer.result.serverSeq === undefined || answer.result.serverSeq === null) continue;
    byTable.set(answer.op.table, [...(byTable.get(answer.op.table) ?? []), answer]);
  }
  for (const [table, answers] of byTable) {
    const rows = localTable(db, table);
    const latest = new Map(answers.map((answer) => [answer.op.rowId, answer.result]));
    const ids = [...latest.keys()];
    const stored = await rows.bulkGet(ids);
    const updated = stored.flatMap((row, i) => {
      const result = latest.get(ids[i]!)!;
      if (!row || (row.serverSeq ?? 0) >= Number(result.serverSeq)) return [];
      return [
        {
          ...row,
          serverSeq: Number(result.serverSeq),
          version: result.version === undefined ? row.version : Number(result.version),
        },
      ];
    });
    if (updated.length > 0) await rows.bulkPut(updated);
  }
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
