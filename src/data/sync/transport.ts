import type { SyncTable } from '../types';

/** One op as the push_ops RPC takes it. */
export type PushOp = {
  opId: string;
  table: SyncTable;
  op: 'upsert' | 'delete';
  id: string;
  patch: Record<string, unknown>;
  baseVersion?: number | null;
};

/**
 * push_ops' answer for one op. A rejected op is not recorded, so it may be pushed again; it comes
 * with a refusal `code` (src/data/remote/refusals.ts), its Swedish `reason` and the `sqlstate`
 * behind it (which tells a passing failure from a refusal, isTransientSqlState).
 * 'conflict': the op was stale (made on an older copy) and the server's row stands, sent back in
 * `row`; 'applied' with `replaced`: the op's other fields applied, but those a newer change on the
 * server had changed kept the server's value (the merged row is in `row`).
 */
export type PushResult = {
  opId: string;
  status: 'applied' | 'duplicate' | 'rejected' | 'conflict';
  serverSeq?: number;
  version?: number;
  reason?: string;
  code?: string;
  sqlstate?: string;
  replaced?: string[];
  row?: ServerRecord;
};

/**
 * SQLSTATEs of failures that pass by themselves (connection, serialization, deadlock, lock
 * timeout, cancelled statement, server resources): the op is sent again later, never refused.
 */
export function isTransientSqlState(code: string | undefined): boolean {
  if (!code) return false;
  return ['08', '40', '53', '57', '58'].includes(code.slice(0, 2)) || code === '55P03';
}

/** A server row as PostgREST returns it (column names, server_seq, version, deleted). */
export type ServerRecord = Record<string, unknown>;

/** What the sync engine needs from the server; tests inject fakes with fault knobs. */
export type SyncTransport = {
  push(ops: PushOp[]): Promise<PushResult[]>;
  /** The signed-in user's own rows with server_seq > afterSeq, in server_seq order. */
  pull(table: SyncTable, afterSeq: number, limit: number): Promise<ServerRecord[]>;
  /** The server's copy of one row of the user's, or null when it has none. */
  fetchRow(table: SyncTable, id: string): Promise<ServerRecord | null>;
  /** True when a fresh session was obtained; false when the user must sign in again. */
  refreshSession(): Promise<boolean>;
};

export type TransportErrorKind = 'network' | 'unauthorized' | 'server' | 'rate_limited';

export class TransportError extends Error {
  override name = 'TransportError';

  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const isTransportError = (error: unknown, kind?: TransportErrorKind) =>
  error instanceof TransportError && (kind === undefined || error.kind === kind);
