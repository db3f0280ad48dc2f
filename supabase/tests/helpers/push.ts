import { randomUUID } from 'node:crypto';

import type { Database } from '../../local/db';
import { as, type Actor } from './actors';

/** One op of a push, as the app's sync engine sends it to public.push_ops. */
export type Op = {
  opId: string;
  table: string;
  op: 'upsert' | 'delete';
  id: string;
  patch?: Record<string, unknown>;
};

/** An upsert of `patch` into `table` under a fresh opId (a new row unless `id` is given). */
export const upsertOp = (
  table: string,
  patch: Record<string, unknown>,
  id: string = randomUUID(),
): Op => ({ opId: randomUUID(), table, op: 'upsert', id, patch });

/** One op's answer from push_ops (which of the optional fields come depends on the status). */
export type PushResult = {
  opId: string;
  status: string;
  serverSeq?: number;
  version?: number;
  replaced?: string[];
  row?: Record<string, unknown>;
  /** A rejected op's refusal code (src/data/remote/refusals.ts), Swedish reason and SQLSTATE. */
  reason?: string;
  code?: string;
  sqlstate?: string;
};

/** Pushes `ops` as the actor, the way PostgREST calls push_ops; resolves to the per-op results. */
export const pushAs = (db: Database, actor: Actor, ops: unknown) =>
  as(db, actor, async (q) => {
    const { rows } = await q.query<{ r: PushResult[] }>('select public.push_ops($1::jsonb) as r', [
      JSON.stringify(ops),
    ]);
    return rows[0]!.r;
  });
