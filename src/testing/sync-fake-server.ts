import { refusalSentence, type RefusalCode } from '@/data/remote/refusals';
import { APPEND_ONLY as APPEND, SYNC_TABLES } from '@/data/sync/tables';
import {
  TransportError,
  type PushOp,
  type PushResult,
  type ServerRecord,
  type SyncTransport,
} from '@/data/sync/transport';
import type { SyncTable } from '@/data/types';

/** A refusal as push_ops answers it: its code, the SQLSTATE behind it, the Swedish reason. */
type Reject = { code: RefusalCode | (string & {}); sqlstate?: string; reason?: string };

const SERVER_SET = new Set(['saved_ore', 'created_at']);
const REQUIRED: Partial<Record<SyncTable, string[]>> = {
  transactions: ['type', 'category', 'description', 'amount_ore'],
  savings_goals: ['title', 'target_ore'],
  goal_deposits: ['goal_id', 'amount_ore'],
};

class Rejected extends Error {
  constructor(readonly reject: Reject) {
    super(reject.reason ?? refusalSentence(reject.code));
  }
}

/**
 * An in-memory server with push_ops semantics (an opId ledger, per-op results, a rejected op
 * is not recorded) and pulls by one shared server_seq, for the sync engine's tests.
 */
export class FakeServer {
  seq = 0;
  readonly rows = new Map<SyncTable, Map<string, ServerRecord>>();
  readonly ledger = new Map<string, PushResult>();
  /** How often each op's effect was applied (exactly once is the goal). */
  readonly applied = new Map<string, number>();
  /** Per-op reject knob. */
  rejectIf: (op: PushOp) => Reject | undefined = () => undefined;
  /**
   * What the real server derives at the end of a push (issue 19: XP, badges, lesson progress
   * from the facts), even of an empty one; tests add rows with `derive`.
   */
  afterPush: (userId: string, ops: PushOp[]) => void = () => undefined;

  table(table: SyncTable) {
    let rows = this.rows.get(table);
    if (!rows) this.rows.set(table, (rows = new Map<string, ServerRecord>()));
    return rows;
  }

  push(userId: string, ops: PushOp[]): PushResult[] {
    if (ops.length > 500) throw new TransportError('server', 'Högst 500 ändringar per synkning');
    const results = this.applyAll(userId, ops);
    this.afterPush(userId, ops);
    return results;
  }

  /** A row the server derives itself (server-stamped: seq, version, created_at if not given). */
  derive(table: SyncTable, record: ServerRecord): ServerRecord {
    const existing = this.table(table).get(String(record.id));
    const row = this.stampRow(
      {
        created_at: new Date().toISOString(),
        deleted: false,
        ...existing,
        ...record,
        ...(existing ? { version: existing.version } : {}),
      },
      !existing,
    );
    this.table(table).set(String(record.id), row);
    return row;
  }

  private applyAll(userId: string, ops: PushOp[]): PushResult[] {
    return ops.map((op) => {
      const stored = this.ledger.get(op.opId);
      if (stored) return { ...stored, status: 'duplicate' };
      try {
        const forced = this.rejectIf(op);
        if (forced) throw new Rejected(forced);
        const result = this.apply(userId, op);
        this.ledger.set(op.opId, result);
        this.applied.set(op.opId, (this.applied.get(op.opId) ?? 0) + 1);
        return result;
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        const { code, sqlstate, reason = refusalSentence(code) } = error.reject;
        return {
          opId: op.opId,
          status: 'rejected',
          code,
          reason,
          ...(sqlstate ? { sqlstate } : {}),
        };
      }
    });
  }

  pull(userId: string, table: SyncTable, afterSeq: number, limit: number): ServerRecord[] {
    return [...this.table(table).values()]
      .filter((row) => row.user_id === userId && Number(row.server_seq) > afterSeq)
      .sort((a, b) => Number(a.server_seq) - Number(b.server_seq))
      .slice(0, limit)
      .map((row) => structuredClone(row));
  }

  fetchRow(userId: string, table: SyncTable, id: string): ServerRecord | null {
    const row = this.table(table).get(id);
    return row && row.user_id === userId ? structuredClone(row) : null;
  }

  private stampRow(row: ServerRecord, isNew: boolean): ServerRecord {
    return {
      ...row,
      server_seq: ++this.seq,
      version: isNew ? 1 : Number(row.version) + 1,
      updated_at: new Date().toISOString(),
    };
  }

  private apply(userId: string, op: PushOp): PushResult {
    const rows = this.table(op.table);
    const columns = new Set(Object.values(SYNC_TABLES[op.table].columns));
    if (!APPEND.has(op.table)) columns.add('deleted');
    const unknown = Object.keys(op.patch).filter((c) => !columns.has(c) || SERVER_SET.has(c));
    if (unknown.length > 0) throw new Rejected({ code: 'unknown_column', sqlstate: '42703' });
    const existing = rows.get(op.id);
    if (existing && existing.user_id !== userId) {
      throw new Rejected({ code: 'not_your_row', sqlstate: '42501' });
    }
    let next: ServerRecord;
    if (op.op === 'delete') {
      if (APPEND.has(op.table)) throw new Rejected({ code: 'insert_only', sqlstate: '42501' });
      if (!existing) throw new Rejected({ code: 'not_your_row', sqlstate: 'P0002' });
      next = this.stampRow({ ...existing, deleted: true }, false);
    } else if (existing) {
      if (APPEND.has(op.table)) {
        return { opId: op.opId, status: 'duplicate', reason: 'already recorded' };
      }
      if ('user_id' in op.patch && op.patch.user_id !== existing.user_id) {
        throw new Rejected({ code: 'not_your_row', sqlstate: 'P0002' });
      }
      next = this.stampRow({ ...existing, ...op.patch, deleted: existing.deleted }, false);
      if ('deleted' in op.patch) next.deleted = op.patch.deleted;
    } else {
      if (op.patch.user_id !== userId)
        throw new Rejected({ code: 'not_your_row', sqlstate: '42501' });
      const missing = (REQUIRED[op.table] ?? []).filter((c) => op.patch[c] === undefined);
      if (missing.length > 0) throw new Rejected({ code: 'missing_value', sqlstate: '23502' });
      const now = new Date().toISOString();
      next = this.stampRow(
        {
          id: op.id,
          ...(op.table === 'savings_goals' ? { saved_ore: 0 } : {}),
          ...op.patch,
          deleted: op.patch.deleted === true,
          created_at: now,
        },
        true,
      );
    }
    if (op.table === 'goal_deposits') this.checkDeposit(next);
    rows.set(op.id, next);
    if (op.table === 'goal_deposits') this.sumDeposits(String(next.goal_id));
    return {
      opId: op.opId,
      status: 'applied',
      serverSeq: next.server_seq as number,
      version: next.version as number,
    };
  }

  private checkDeposit(next: ServerRecord) {
    const goal = this.table('savings_goals').get(String(next.goal_id));
    if (!goal || goal.user_id !== next.user_id) {
      throw new Rejected({ code: 'missing_goal', sqlstate: '23503' });
    }
    const others = [...this.table('goal_deposits').values()].filter(
      (row) => row.goal_id === next.goal_id && row.id !== next.id && !row.deleted,
    );
    const total =
      others.reduce((sum, row) => sum + Number(row.amount_ore), 0) +
      (next.deleted ? 0 : Number(next.amount_ore));
    if (total < 0) {
      throw new Rejected({ code: 'withdrawal_over_saved', sqlstate: '23514' });
    }
  }

  private sumDeposits(goalId: string) {
    const goals = this.table('savings_goals');
    const goal = goals.get(goalId)!;
    const total = [...this.table('goal_deposits').values()]
      .filter((row) => row.goal_id === goalId && !row.deleted)
      .reduce((sum, row) => sum + Number(row.amount_ore), 0);
    if (goal.saved_ore !== total)
      goals.set(goalId, this.stampRow({ ...goal, saved_ore: total }, false));
  }
}

export type Fault =
  | 'drop-request'
  | 'drop-response'
  | 'server-error'
  | 'unauthorized'
  | 'duplicate-delivery'
  | 'reorder';

/** Thrown by a FakeTransport set to crash: the engine dies mid-run (not a TransportError). */
export class CrashError extends Error {
  override name = 'CrashError';
}

/**
 * One device's connection to a FakeServer, with fault knobs: offline, a queue of faults for the
 * next calls, an expired session, and a crash at the n-th call.
 */
export class FakeTransport implements SyncTransport {
  offline = false;
  faults: Fault[] = [];
  sessionValid = true;
  refreshWorks = true;
  refreshCalls = 0;
  calls = 0;
  /** Crash at this call number (1-based); the push may have committed first. */
  crashAt: { call: number; afterCommit: boolean } | null = null;

  constructor(
    readonly server: FakeServer,
    readonly userId: string,
  ) {}

  private async enter(): Promise<Fault | undefined> {
    await Promise.resolve();
    this.calls++;
    if (this.crashAt && this.calls === this.crashAt.call && !this.crashAt.afterCommit) {
      throw new CrashError('crash before the request');
    }
    if (this.offline) throw new TransportError('network', 'offline');
    const fault = this.faults.shift();
    if (fault === 'drop-request') throw new TransportError('network', 'request lost');
    if (fault === 'server-error') throw new TransportError('server', '500');
    if (fault === 'unauthorized' || !this.sessionValid) {
      throw new TransportError('unauthorized', 'JWT expired');
    }
    return fault;
  }

  private leave(fault: Fault | undefined) {
    if (this.crashAt && this.calls === this.crashAt.call) {
      throw new CrashError('crash after the request');
    }
    if (fault === 'drop-response') throw new TransportError('network', 'response lost');
  }

  async push(ops: PushOp[]): Promise<PushResult[]> {
    const fault = await this.enter();
    const wire = structuredClone(ops);
    let results = this.server.push(this.userId, wire);
    if (fault === 'duplicate-delivery') results = this.server.push(this.userId, wire);
    this.leave(fault);
    return fault === 'reorder' ? [...results].reverse() : results;
  }

  async pull(table: SyncTable, afterSeq: number, limit: number): Promise<ServerRecord[]> {
    const fault = await this.enter();
    const rows = this.server.pull(this.userId, table, afterSeq, limit);
    this.leave(fault);
    return rows;
  }

  async fetchRow(table: SyncTable, id: string): Promise<ServerRecord | null> {
    const fault = await this.enter();
    const row = this.server.fetchRow(this.userId, table, id);
    this.leave(fault);
    return row;
  }

  async refreshSession(): Promise<boolean> {
    await Promise.resolve();
    this.refreshCalls++;
    if (this.offline) throw new TransportError('network', 'offline');
    if (this.refreshWorks) this.sessionValid = true;
    return this.refreshWorks;
  }
}
