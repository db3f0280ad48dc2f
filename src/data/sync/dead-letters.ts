import type { SlantisDb } from '../db';
import type { DeadLetter } from '../types';
import { applyScope, pendingIds, putServerCopies } from './apply';
import { withSessionRefresh } from './engine';
import { localTable } from './tables';
import type { ServerRecord, SyncTransport } from './transport';

/** The ops the server refused, oldest first, for the "couldn't sync" list. */
export async function listDeadLetters(db: SlantisDb): Promise<DeadLetter[]> {
  return db.deadLetters.orderBy('seq').toArray();
}

/** Puts a refused op back in the outbox, at its old place and with the same opId. */
export async function retryDeadLetter(db: SlantisDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.deadLetters], async () => {
    const letter = await db.deadLetters.get(seq);
    if (!letter) return;
    await db.deadLetters.delete(seq);
    await db.outbox.add({
      seq: letter.seq,
      opId: letter.opId,
      table: letter.table,
      op: letter.op,
      rowId: letter.rowId,
      patch: letter.patch,
      baseVersion: letter.baseVersion,
      createdAt: letter.createdAt,
      attempts: letter.attempts + 1,
    });
  });
}

/**
 * Gives up a refused op: it and every later change to the same row are dropped, and the row
 * becomes the server's copy again (or a tombstone if the server never had it), totals included.
 * For a deposit the goal is re-read too, since the server keeps the goal's saved amount.
 */
export async function discardDeadLetter(
  db: SlantisDb,
  transport: SyncTransport,
  seq: number,
): Promise<void> {
  const letter = await db.deadLetters.get(seq);
  if (!letter) return;
  const server = withSessionRefresh(transport);
  const local = await localTable(db, letter.table).get(letter.rowId);
  const record = await server.fetchRow(letter.table, letter.rowId);
  const goalId =
    letter.table === 'goal_deposits' ? (typeof local?.goalId === 'string' ? local.goalId : '') : '';
  const goal: ServerRecord | null = goalId ? await server.fetchRow('savings_goals', goalId) : null;
  await db.transaction('rw', applyScope(db), async () => {
    if (!(await db.deadLetters.get(seq))) return;
    await db.deadLetters
      .filter((other) => other.table === letter.table && other.rowId === letter.rowId)
      .delete();
    await db.outbox.where('[table+rowId]').equals([letter.table, letter.rowId]).delete();
    const userId = String(local?.userId ?? record?.user_id);
    await putServerCopies(db, userId, letter.table, [{ id: letter.rowId, record }]);
    if (goal && !(await pendingIds(db, 'savings_goals', [goalId])).has(goalId)) {
      await putServerCopies(db, userId, 'savings_goals', [{ id: goalId, record: goal }]);
    }
  });
}
