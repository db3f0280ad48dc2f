import type { SlantisDb } from './db';
import type { OutboxOp, SyncTable } from './types';

/** Appends one op for the server. Call inside the rw transaction that writes the row. */
export async function enqueue(
  db: SlantisDb,
  table: SyncTable,
  op: OutboxOp['op'],
  rowId: string,
  patch: Record<string, unknown>,
  baseVersion: number | null,
): Promise<void> {
  await db.outbox.add({
    opId: crypto.randomUUID(),
    table,
    op,
    rowId,
    patch,
    baseVersion,
    createdAt: Date.now(),
    attempts: 0,
  });
}
