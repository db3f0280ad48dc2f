import { randomInt } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

import { createSupabaseTransport } from '../../../src/data/sync/supabase-transport.ts';
import { PULL_ORDER } from '../../../src/data/sync/tables.ts';
import {
  isTransientSqlState,
  TransportError,
  type PushOp,
  type PushResult,
  type SyncTransport,
} from '../../../src/data/sync/transport.ts';
import type { SyncTable } from '../../../src/data/types.ts';
import { gatedCall, type CallContext } from './call.ts';
import {
  editedTransaction,
  newDeposit,
  newGoal,
  newTransaction,
  type ExpectedRow,
  type PlannedOp,
} from './ops.ts';
import type { CallKind } from './stats.ts';

/** The engine's page size (src/data/sync/pull.ts PULL_PAGE; that module needs the app's alias). */
const PULL_PAGE = 500;

/**
 * One simulated phone: a signed-in supabase-js client and the real sync transport, an outbox
 * that keeps its ops until the server acks them (pushed again, same op ids, after a transient
 * error), and per-table pull cursors. It remembers what it believes the server holds, for the
 * final check: the ops acked, the rows it wrote, and every row version it pulled.
 */
export class Device {
  readonly acked = new Set<string>();
  readonly written = new Map<string, ExpectedRow>();
  readonly pulled = new Map<SyncTable, Map<string, number>>(PULL_ORDER.map((t) => [t, new Map()]));
  private readonly cursors = new Map<SyncTable, number>();
  private readonly transport: SyncTransport;
  private outbox: PlannedOp[] = [];
  private pushFailed = false;
  private goalId: string | null = null;

  constructor(
    readonly userId: string,
    private readonly client: SupabaseClient,
    private readonly context: CallContext,
  ) {
    this.transport = createSupabaseTransport(client, userId);
  }

  get pending() {
    return this.outbox.length;
  }

  private call<T>(kind: CallKind, run: () => Promise<T>): Promise<T> {
    return gatedCall(this.context, kind, run);
  }

  /** The app does this after a sign-in that skipped auth-proxy (app-session.ts). */
  async startSession() {
    const { error } = await this.call('session', async () =>
      this.client.rpc('start_user_session', { user_agent: 'slantis-bench-load' }),
    );
    if (error) this.context.stats.error(`session: ${error.code ?? error.message}`);
  }

  /** Queues what the teen did since the last sync: mostly purchases, some edits and deposits. */
  write() {
    if (this.outbox.length > 0) return;
    const count = randomInt(10) === 0 ? randomInt(20, 101) : randomInt(1, 11);
    if (this.goalId === null) {
      const goal = newGoal(this.userId);
      this.goalId = goal.row.id;
      this.outbox.push(goal);
    }
    const edited = new Set<string>();
    const editable = [...this.written.values()].filter((row) => row.table === 'transactions');
    for (let i = 0; i < count; i++) {
      const dice = randomInt(10);
      const row = editable[randomInt(Math.max(1, editable.length))];
      if (dice < 2 && row && !edited.has(row.id)) {
        edited.add(row.id);
        this.outbox.push(editedTransaction(row));
      } else if (dice === 2 && this.written.has(this.goalId)) {
        this.outbox.push(newDeposit(this.userId, this.goalId));
      } else {
        this.outbox.push(newTransaction(this.userId));
      }
    }
  }

  /** As the engine's syncOnce: push the outbox, then pull every table past its cursor. */
  async sync() {
    await this.withSessionRefresh(() => this.push());
    await this.withSessionRefresh(() => this.pullAll());
  }

  private async withSessionRefresh(run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof TransportError) || error.kind !== 'unauthorized') throw error;
      if (!(await this.call('refresh', () => this.transport.refreshSession()))) throw error;
      await run();
    }
  }

  private async push() {
    if (this.outbox.length === 0) return;
    const retry = this.pushFailed;
    const ops: PushOp[] = this.outbox.map((planned) => planned.op);
    this.pushFailed = true;
    const results = await this.call('push', () => this.transport.push(ops));
    this.pushFailed = false;
    if (retry) this.context.stats.add('retriedPushes');
    this.settle(results, retry);
  }

  private settle(results: PushResult[], retry: boolean) {
    const { stats } = this.context;
    const byOpId = new Map(results.map((result) => [result.opId, result]));
    const kept: PlannedOp[] = [];
    for (const planned of this.outbox) {
      const result = byOpId.get(planned.op.opId);
      if (!result) {
        stats.error('push: op without a result');
        kept.push(planned);
      } else if (result.status === 'rejected' && isTransientSqlState(result.code)) {
        stats.add('transientRejections');
        kept.push(planned); // sent again, as the app does
      } else if (result.status !== 'rejected') {
        if (result.status === 'duplicate') {
          if (retry) stats.add('duplicatesOnRetry');
          else stats.error('push: duplicate on a first push');
        }
        if (result.status === 'conflict' || result.replaced?.length) stats.add('opsReplaced');
        this.acked.add(planned.op.opId);
        const version = result.version === undefined ? null : Number(result.version);
        // A stale edit: the server's row stands (or was merged), and that is what it now holds.
        const row = result.row;
        this.written.set(planned.row.id, {
          ...planned.row,
          ...(row && planned.row.table !== 'savings_goals'
            ? {
                amountOre: Number(row.amount_ore),
                description: (row.description as string) ?? null,
              }
            : {}),
          version,
        });
        stats.add('opsAcked');
      } else {
        stats.add('opsRejected');
        stats.error(`push: ${result.status} ${result.code ?? ''} ${result.reason ?? ''}`.trim());
      }
    }
    this.outbox = kept;
  }

  /** pullAll's rounds: the next page of every table not yet done, at once, until all are. */
  async pullAll() {
    let tables = PULL_ORDER;
    while (tables.length > 0) {
      const pages = await Promise.all(
        tables.map(async (table) => {
          const cursor = this.cursors.get(table) ?? 0;
          const records = await this.call('pull', () =>
            this.transport.pull(table, cursor, PULL_PAGE),
          );
          return { table, records };
        }),
      );
      for (const { table, records } of pages) {
        const rows = this.pulled.get(table)!;
        let cursor = this.cursors.get(table) ?? 0;
        for (const record of records) {
          rows.set(String(record.id), Number(record.version));
          cursor = Math.max(cursor, Number(record.server_seq));
        }
        this.cursors.set(table, cursor);
        this.context.stats.add('rowsPulled', records.length);
      }
      tables = pages.filter((page) => page.records.length >= PULL_PAGE).map((page) => page.table);
    }
  }
}
